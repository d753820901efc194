/** Where the route screens live (spec 2.1). */
export const ROUTES_LIST_PATH = '/logistics-management/routes-management';
export const ADD_ROUTE_PATH = '/route/add-new-route';

/** Where the route screens live (docs/screens.md#routes). */
export const ROUTES_LIST_PATH = '/logistics-management/routes-management';
export const ADD_ROUTE_PATH = '/route/add-new-route';

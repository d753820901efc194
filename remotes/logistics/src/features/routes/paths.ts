/** Where the route screens live (docs/screens.md#routes). */
export const ROUTES_LIST_PATH = '/logistics-management/routes-management';
export const ADD_ROUTE_PATH = '/route/add-new-route';
/** The route the logistics remote mounts Edit at; `editRoutePath` builds one route's. */
export const EDIT_ROUTE_PATH = '/route/:id/edit';
export const editRoutePath = (id: string) => `/route/${encodeURIComponent(id)}/edit`;
/** After a route is saved the spec goes on to adding a collection centre. */
export const AFTER_ROUTE_CREATED_PATH = '/collection-center/add';

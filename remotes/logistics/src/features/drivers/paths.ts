/** Where the driver screens live (docs/screens.md#routes); the logistics routes mount them here. */
export const DRIVER_LIST_PATH = '/logistics-management/driver-management';
export const ADD_DRIVER_PATH = '/driver/add-new-driver';
/** Edit Driver: every field of one driver (the route's `:id` is the Driver link's id). */
export const EDIT_DRIVER_ROUTE = '/driver/:id/edit';
export const editDriverPath = (linkId: string) => `/driver/${encodeURIComponent(linkId)}/edit`;

/** Where the driver screens live (docs/screens.md#routes); the logistics routes mount them here. */
export const DRIVER_LIST_PATH = '/logistics-management/driver-management';
export const ADD_DRIVER_PATH = '/driver/add-new-driver';

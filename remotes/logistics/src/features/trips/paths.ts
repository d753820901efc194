/** Where the trip screens live (docs/screens.md#routes). */
export const TRIPS_LIST_PATH = '/logistics-management/trips';
export const ADD_TRIP_PATH = '/trip/add';

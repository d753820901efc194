/** Where the trip screens live (spec 2.1). */
export const TRIPS_LIST_PATH = '/logistics-management/trips';
export const ADD_TRIP_PATH = '/trip/add';

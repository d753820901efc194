/** Where the schedule screens live (docs/screens.md#routes). A schedule is a trip: adding one is Add Trip. */
export const SCHEDULE_PATH = '/milk-collections/collection-schedule';
export const ADD_TRIP_PATH = '/trip/add';

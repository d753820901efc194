import type { Id, Route, Weekday } from '@maziwa/contracts';
import type { StartTimes } from './start-times';

/**
 * What the route form holds (docs/screens.md#add-new-route). Numbers are '' while their
 * field is empty; startDay, startTime and centreId are the pickers, not yet added.
 */
export interface RouteFormValues {
  name: string;
  /** Kilometres. */
  distance: number | '';
  /** Minutes. */
  estimated_time: number | '';
  start_times: StartTimes;
  /** Collection centres in visiting order. */
  location_ids: Id[];
  startDay: Weekday | '';
  startTime: string;
  centreId: Id;
}

/** The spec's defaults: distance 0 and estimated time 0. */
export const emptyRouteFormValues: RouteFormValues = {
  name: '',
  distance: 0,
  estimated_time: 0,
  start_times: {},
  location_ids: [],
  startDay: '',
  startTime: '',
  centreId: '',
};

/** A saved route in the form, for Edit. */
export function routeFormValuesOf(route: Route): RouteFormValues {
  return {
    ...emptyRouteFormValues,
    name: route.name,
    distance: route.distance,
    estimated_time: route.estimated_time,
    start_times: route.start_times,
    location_ids: route.location_ids,
  };
}

/** The body of POST /routes and PUT /routes/{id}: what was added, not what the pickers hold. */
export function toRouteBody(values: RouteFormValues) {
  return {
    name: values.name.trim(),
    location_ids: values.location_ids,
    distance: Number(values.distance),
    estimated_time: Number(values.estimated_time),
    start_times: values.start_times,
  };
}

import type { Route, Weekday } from '@maziwa/contracts';

/** A route's start times by weekday ("HH:mm"), as the API stores them. */
export type StartTimes = Route['start_times'];

/** The weekdays in order: the API's keys, labelled for people. */
export const WEEKDAYS: { value: Weekday; label: string }[] = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
];

const WEEK = WEEKDAYS.map((day) => day.value);

export const weekdayLabel = (day: Weekday) => WEEKDAYS.find((candidate) => candidate.value === day)?.label ?? day;

/** The time picker's steps, as the spec's time picker: every 30 minutes, 00:00 to 23:30. */
export const START_TIME_OPTIONS: { value: string; label: string }[] = Array.from({ length: 48 }, (_, i) => {
  const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: time, label: time };
});

/** The result of adding to a list: the new value, or why nothing was added. */
export type Added<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/**
 * One more start time on a day (the Add Start Times button adds one per click), kept in
 * time order; the same time twice on a day is refused with the reason.
 *
 * @example addStartTime({}, 'monday', '06:00') // { value: { monday: ['06:00'] } }
 */
export function addStartTime(startTimes: StartTimes, day: Weekday | '', time: string): Added<StartTimes> {
  if (!day) return { error: 'Choose a day' };
  if (!time) return { error: 'Choose a start time' };
  const times = startTimes[day] ?? [];
  if (times.includes(time)) return { error: `${time} is already a start time on ${weekdayLabel(day)}` };
  return { value: { ...startTimes, [day]: [...times, time].sort() } };
}

/** The start times without `time` on `day`; a day left with none is dropped. */
export function removeStartTime(startTimes: StartTimes, day: Weekday, time: string): StartTimes {
  const rest = (startTimes[day] ?? []).filter((candidate) => candidate !== time);
  const { [day]: _removed, ...others } = startTimes;
  return rest.length ? { ...others, [day]: rest } : others;
}

/** The days that have start times, in week order, with their times. */
export function startTimesByDay(startTimes: StartTimes): { day: Weekday; times: string[] }[] {
  return WEEK.flatMap((day) => (startTimes[day]?.length ? [{ day, times: startTimes[day]! }] : []));
}

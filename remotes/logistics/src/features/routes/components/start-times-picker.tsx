import type { Weekday } from '@maziwa/contracts';
import { Button } from '@maziwa/ui';
import { SelectField } from '@maziwa/ui/forms';
import { getIn, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import type { RouteFormValues } from '../model/route-form-values';
import {
  addStartTime,
  removeStartTime,
  START_TIME_OPTIONS,
  startTimesByDay,
  weekdayLabel,
  WEEKDAYS,
} from '../model/start-times';
import { firstError } from '../model/first-error';
import './route-form.css';

/**
 * Start times per weekday: pick a day and a time, Add Start Times adds that one time; the
 * list below shows each day's times, each removable with ×. The same time twice on a day is
 * refused with a message.
 */
export function StartTimesPicker() {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<RouteFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const listId = useId();
  // What the API said about start_times (e.g. a time it refused) sits under the list.
  const apiError = submitCount > 0 ? firstError(getIn(errors, 'start_times')) : undefined;

  const add = () => {
    const added = addStartTime(values.start_times, values.startDay, values.startTime);
    setMessage(added.error ?? null);
    if (added.value) void setFieldValue('start_times', added.value);
  };
  const remove = (day: Weekday, time: string) => {
    setMessage(null);
    void setFieldValue('start_times', removeStartTime(values.start_times, day, time));
  };
  const days = startTimesByDay(values.start_times);

  return (
    <>
      <SelectField name="startDay" label="Day" options={WEEKDAYS} placeholder="Select day" />
      <SelectField name="startTime" label="Start Time" options={START_TIME_OPTIONS} placeholder="Select time" />
      <div className="route-form__add">
        <Button variant="secondary" onClick={add} aria-describedby={message ? `${listId}-message` : undefined}>
          Add Start Times
        </Button>
      </div>
      <div className="route-form__wide">
        {message && (
          <p id={`${listId}-message`} role="alert" className="mz-field__error">
            {message}
          </p>
        )}
        {days.length === 0 ? (
          <p className="route-form__empty">No start times yet.</p>
        ) : (
          <ul className="route-form__list" aria-label="Start times">
            {days.map(({ day, times }) => (
              <li key={day} className="route-form__day">
                <span className="route-form__day-name">{weekdayLabel(day)}</span>
                <ul className="route-form__chips" aria-label={`${weekdayLabel(day)} start times`}>
                  {times.map((time) => (
                    <li key={time} className="route-form__chip">
                      {time}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${time} on ${weekdayLabel(day)}`}
                        onClick={() => remove(day, time)}
                      >
                        <span aria-hidden="true">×</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {apiError && (
          <p role="alert" className="mz-field__error">
            {apiError}
          </p>
        )}
      </div>
    </>
  );
}

import { addStartTime, removeStartTime, START_TIME_OPTIONS, startTimesByDay } from './start-times';

describe('addStartTime', () => {
  it('adds one time to the day, kept in time order', () => {
    const once = addStartTime({}, 'monday', '14:00');
    expect(once).toEqual({ value: { monday: ['14:00'] } });
    expect(addStartTime(once.value!, 'monday', '06:00')).toEqual({ value: { monday: ['06:00', '14:00'] } });
    expect(addStartTime(once.value!, 'friday', '06:00')).toEqual({ value: { monday: ['14:00'], friday: ['06:00'] } });
  });

  it('refuses the same time twice on a day, but not on another day', () => {
    expect(addStartTime({ monday: ['06:00'] }, 'monday', '06:00')).toEqual({
      error: '06:00 is already a start time on Monday',
    });
    expect(addStartTime({ monday: ['06:00'] }, 'tuesday', '06:00').value).toEqual({
      monday: ['06:00'],
      tuesday: ['06:00'],
    });
  });

  it('asks for a day and a time', () => {
    expect(addStartTime({}, '', '06:00')).toEqual({ error: 'Choose a day' });
    expect(addStartTime({}, 'monday', '')).toEqual({ error: 'Choose a start time' });
  });
});

describe('removeStartTime', () => {
  it('removes one time, and the day when none is left', () => {
    expect(removeStartTime({ monday: ['06:00', '14:00'] }, 'monday', '06:00')).toEqual({ monday: ['14:00'] });
    expect(removeStartTime({ monday: ['06:00'], tuesday: ['07:00'] }, 'monday', '06:00')).toEqual({
      tuesday: ['07:00'],
    });
  });
});

describe('startTimesByDay', () => {
  it('lists the days that have times, in week order', () => {
    expect(startTimesByDay({ sunday: ['06:00'], monday: ['05:30'], tuesday: [] })).toEqual([
      { day: 'monday', times: ['05:30'] },
      { day: 'sunday', times: ['06:00'] },
    ]);
  });
});

describe('START_TIME_OPTIONS', () => {
  it('offers every 30 minutes of the day', () => {
    expect(START_TIME_OPTIONS).toHaveLength(48);
    expect(START_TIME_OPTIONS.slice(0, 3).map((o) => o.value)).toEqual(['00:00', '00:30', '01:00']);
    expect(START_TIME_OPTIONS.at(-1)?.value).toBe('23:30');
  });
});

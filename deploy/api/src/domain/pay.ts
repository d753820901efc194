/** Days from the end of a pay period to its due date, when none is given. */
export const DAYS_TO_PAY = 10;

/** KSh rounded to the cent, as the numeric(…, 2) money columns keep them. */
export const cents = (value: number) => Math.round(value * 100) / 100;

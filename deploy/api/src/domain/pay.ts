/** Days from the end of a pay period to its due date, when none is given. */
export const DAYS_TO_PAY = 10;

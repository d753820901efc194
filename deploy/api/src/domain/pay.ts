/** Days from the end of a pay period to its due date, when none is given. */
export const DAYS_TO_PAY = 10;

/** KSh rounded to the cent, as the numeric(…, 2) money columns keep them. */
export const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A KSh figure as every API message and document writes money, the way the console's
 * formatter does: thousands separators, 2 decimals ("12,480.50"); -0 is written 0.00.
 */
export const kshFigure = (amount: number) =>
  (amount === 0 ? 0 : amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Ksh 12,480.50"; a negative amount "Ksh -120.00". */
export const formatKsh = (amount: number) => `Ksh ${kshFigure(amount)}`;

// The coded rejection reasons and their labels, as in shared/contracts (REJECTION_REASONS);
// the API does not depend on the contracts package, so they are repeated here, and the
// CHECK of rejections.reason (migration 004) lists the same codes.
export const REJECTION_REASONS = {
  failed_alcohol_test: 'Failed alcohol test',
  clot_on_boiling: 'Clot on boiling',
  added_water: 'Added water',
  antibiotic_residue: 'Antibiotic residue',
  high_scc: 'High SCC',
  abnormal_smell_or_colour: 'Abnormal smell or colour',
  sediment: 'Sediment or debris',
  temperature: 'Temperature',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as RejectionReason[];

/** SQL turning the code in `column` into its label. */
export function reasonLabelSql(column: string): string {
  const cases = REJECTION_REASON_CODES.map((code) => `WHEN '${code}' THEN '${REJECTION_REASONS[code]}'`).join(' ');
  return `(CASE ${column} ${cases} ELSE ${column} END)`;
}

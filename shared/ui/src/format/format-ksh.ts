export interface FormatKshOptions {
  /** The spec uses both spellings: "Ksh" on list pages, "KSh" in the bulk payment dialog. */
  label?: 'Ksh' | 'KSh';
  /** Fixed number of decimals; by default up to 2 and none for whole amounts. */
  decimals?: number;
}

/**
 * Kenyan shillings with thousands separators.
 *
 * @example
 * formatKsh(51200) // "Ksh 51,200"
 * formatKsh(450, { label: 'KSh', decimals: 4 }) // "KSh 450.0000"
 */
export function formatKsh(amount: number, { label = 'Ksh', decimals }: FormatKshOptions = {}): string {
  const digits =
    decimals === undefined
      ? { minimumFractionDigits: 0, maximumFractionDigits: 2 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return `${label} ${amount.toLocaleString('en-US', digits)}`;
}

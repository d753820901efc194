import { numberFormatter } from './format-number';

export interface FormatKshOptions {
  /** The spec uses both spellings: "Ksh" on list pages, "KSh" in the bulk payment dialog. */
  label?: 'Ksh' | 'KSh';
  /** Decimals shown, always: 2 for money, 4 where the spec shows a balance to 4 decimals. */
  decimals?: 2 | 4;
}

/**
 * An amount of money with thousands separators and a fixed number of decimals (2 unless
 * told), so cents never vanish from a column of amounts; for a column whose header already
 * says "(Ksh)".
 *
 * @example formatMoney(7400) // "7,400.00"
 */
export function formatMoney(amount: number, decimals: 2 | 4 = 2): string {
  return numberFormatter(decimals, decimals).format(amount);
}

/**
 * Kenyan shillings: the label and the amount as `formatMoney` writes it.
 *
 * @example
 * formatKsh(51200) // "Ksh 51,200.00"
 * formatKsh(450, { label: 'KSh', decimals: 4 }) // "KSh 450.0000"
 */
export function formatKsh(amount: number, { label = 'Ksh', decimals = 2 }: FormatKshOptions = {}): string {
  return `${label} ${formatMoney(amount, decimals)}`;
}

/** Month names as the API writes them for people (the 409 of an early close, the payslip). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Short month names for an SMS, where characters count, in the farmer's language: English cuts
 * the names above to three letters; Kiswahili has its own (Machi, Mei, Agosti, Oktoba, Desemba).
 */
export const SHORT_MONTH_NAMES = {
  en: MONTH_NAMES.map((name) => name.slice(0, 3)),
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
} as const;

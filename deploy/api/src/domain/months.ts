/** Month names as the API writes them for people (the 409 of an early close, the payslip). */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)),
);

/**
 * Short month names for an SMS, where characters count, in the farmer's language: English cuts
 * the names above to three letters; Kiswahili has its own (Machi, Mei, Agosti, Oktoba, Desemba).
 */
export const SHORT_MONTH_NAMES = {
  en: MONTH_NAMES.map((name) => name.slice(0, 3)),
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
} as const;

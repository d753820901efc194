// The GSM 03.38 default alphabet (no escape table): a text of only these characters goes as
// GSM-7, 160 to one SMS; one character outside it (a curly quote, an emoji, "ũ") turns the
// whole text into UCS-2, 70 to an SMS, and doubles or triples the cost.
const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** Whether every character of the text is in the GSM-7 default alphabet. */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM7.has(char)) return false;
  return true;
}

const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

/**
 * Text safe to put in an SMS without leaving GSM-7: names keep their letters without accents
 * (Wanjikũ -> Wanjiku), typographic quotes and dashes become plain ones, anything else that
 * is not GSM-7 is dropped.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (GSM7.has(char) && char !== '\n' && char !== '\r') out += char;
    else if (REPLACEMENTS[char]) out += REPLACEMENTS[char];
    else {
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      for (const c of bare) if (GSM7.has(c) && c !== '\n' && c !== '\r') out += c;
    }
  }
  return out;
}

/** One record of a CSV file and the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Parses CSV text (RFC 4180): commas, quoted cells with "" for a quote and line breaks
 * inside, CRLF or LF, a UTF-8 byte order mark (Excel writes one). Blank lines are skipped.
 *
 * @example parseCsv('a,b\n"x, y",z') // [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['x, y', 'z'] }]
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** A cell for a CSV file: quoted when it holds a comma, quote or line break. */
export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

import { ValidationError } from 'yup';
import { csvCell, parseCsv } from './csv';
import { FARMER_CSV_COLUMNS, farmerCsvSchema, type FarmerCsvValues } from './farmer-csv-schema';

/** The most farmers one file may hold: each is one request, made in turn. */
export const MAX_FARMERS_PER_FILE = 1000;

export interface FarmerCsvLine {
  /** Line of the file the farmer is on (the header is line 1). */
  line: number;
  values: FarmerCsvValues;
}

export interface FarmerCsvCheck {
  /** The file as a whole cannot be read (no header, columns missing, too many lines). */
  fileError: string | null;
  valid: FarmerCsvLine[];
  invalid: { line: number; errors: string[] }[];
}

/** The template a person fills in: the header line of the columns. */
export const FARMER_CSV_TEMPLATE = `${FARMER_CSV_COLUMNS.map(csvCell).join(',')}\r\n`;

const fileError = (message: string): FarmerCsvCheck => ({ fileError: message, valid: [], invalid: [] });

/**
 * Reads and checks a farmers CSV file in the browser, every line against the farmer rules,
 * and each email and member number against the lines before it (the API keeps both
 * unique), so a person sees every mistake before anything is created.
 *
 * @example
 * const check = checkFarmerCsv('full_name,phone,email,member_number\nJane Wanjiru,0712345678,jane@x.ke,MEM-1\n');
 * check.valid[0].values.member_number // 'MEM-1'
 */
export function checkFarmerCsv(text: string): FarmerCsvCheck {
  const [header, ...records] = parseCsv(text);
  if (!header) return fileError('The file is empty.');
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const missing = FARMER_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    return fileError(
      `The first line must name the columns ${FARMER_CSV_COLUMNS.join(', ')} (missing: ${missing.join(', ')}).`,
    );
  }
  if (records.length === 0) return fileError('The file has no farmers under its header line.');
  if (records.length > MAX_FARMERS_PER_FILE) {
    return fileError(`The file has ${records.length} farmers; upload at most ${MAX_FARMERS_PER_FILE} at a time.`);
  }

  const check: FarmerCsvCheck = { fileError: null, valid: [], invalid: [] };
  const emails = new Map<string, number>();
  const members = new Map<string, number>();
  for (const { line, cells } of records) {
    const raw = Object.fromEntries(
      FARMER_CSV_COLUMNS.map((column) => [column, cells[names.indexOf(column)] ?? '']),
    ) as FarmerCsvValues;
    let values: FarmerCsvValues;
    try {
      values = farmerCsvSchema.validateSync(raw, { abortEarly: false }) as FarmerCsvValues;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      check.invalid.push({ line, errors: error.errors });
      continue;
    }
    const errors: string[] = [];
    const email = values.email.toLowerCase();
    if (emails.has(email)) errors.push(`email is already on line ${emails.get(email)}`);
    if (members.has(values.member_number))
      errors.push(`member_number is already on line ${members.get(values.member_number)}`);
    if (errors.length > 0) {
      check.invalid.push({ line, errors });
      continue;
    }
    emails.set(email, line);
    members.set(values.member_number, line);
    check.valid.push({ line, values });
  }
  return check;
}

import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { Json } from './types';
import { isDateTime, isDay, shownDay, zonedTimeWriter } from './csv-time';

/** A column of an export: its header and how to read it from a JSON row. */
export interface CsvColumn {
  header: string;
  value(row: Json): unknown;
  /** A date-time: written in the organisation's zone, not as the UTC instant of the JSON. */
  time?: boolean;
  /** A calendar day ("2026-11-25"). */
  day?: boolean;
  /** Asked for by a screen in its words: its days and times are written as the page shows them. */
  shown?: boolean;
}

function isFixedObject(schema: TSchema | undefined): schema is TObject {
  return (
    schema?.type === 'object' && typeof schema.properties === 'object' && Object.keys(schema.properties).length > 0
  );
}

/**
 * The columns of a row schema, in its order: one per field; an object of fixed fields
 * (coordinates, location) becomes one column per field ("location.latitude"). Relations a
 * list embeds on request (populate) are left out.
 */
export function csvColumns(schema: TObject, leaveOut: readonly string[] = []): CsvColumn[] {
  const columns: CsvColumn[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (leaveOut.includes(name)) continue;
    if (isFixedObject(property)) {
      for (const inner of Object.keys(property.properties)) {
        const field = property.properties[inner];
        columns.push({
          header: `${name}.${inner}`,
          value: (row) => (row[name] as Json | null | undefined)?.[inner],
          time: isDateTime(field),
          day: isDay(field),
        });
      }
    } else {
      columns.push({ header: name, value: (row) => row[name], time: isDateTime(property), day: isDay(property) });
    }
  }
  return columns;
}

/**
 * The columns a client asked for (`columns=farmer_name:Farmer Name,fatContent:Total Amount Due`)
 * first, in its order and with its titles (a screen's columns), then every other field under
 * its name: a screen whose column is computed in the browser loses nothing. The asked-for
 * columns write their days and times as the page shows them (dd/MM/yyyy HH:mm), the others
 * as spreadsheets sort them (yyyy-MM-dd HH:mm; docs/rules.md#dates). `onRequest` are
 * columns written only when asked for (a field in a screen's words, ResourceDef.exportColumns).
 * A field this export lacks is skipped rather than refused: a remote is deployed on its own
 * and may be newer than the API.
 */
export function pickColumns(
  columns: CsvColumn[],
  wanted: string | undefined,
  onRequest: readonly CsvColumn[] = [],
): CsvColumn[] {
  const picked = new Map<CsvColumn, string>();
  for (const pair of (wanted ?? '').split(',')) {
    const colon = pair.indexOf(':');
    const field = (colon < 0 ? pair : pair.slice(0, colon)).trim();
    const column = columns.find((c) => c.header === field) ?? onRequest.find((c) => c.header === field);
    if (!column || picked.has(column)) continue;
    picked.set(column, (colon < 0 ? '' : pair.slice(colon + 1).trim()) || field);
  }
  return [
    ...[...picked].map(([column, title]) => ({ ...column, header: title, shown: true })),
    ...columns.filter((column) => !picked.has(column)),
  ];
}

// How a cell is written: a list joined with "; ", an object as JSON, true/false as words.
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : text(v))).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// RFC 4180 with CRLF; a cell is quoted when it holds a comma, a quote or a line break.
// A cell starting like a formula would run in a spreadsheet (CSV injection): csv-stringify
// opens it with an apostrophe, which spreadsheets show as text (OWASP's advice). That holds
// for every cell made of text: a text field, a list (its first item decides) and an object
// written as JSON. A number is left alone: -2.5 is a value, and a spreadsheet reads it as
// one (it is never a formula); a text that merely looks like a number ("-2.5" typed into a
// note) is text, and is escaped like any other.
// (csv-stringify also escapes the full-width = + - @ that Apple Numbers reads as formulas.)
const OPTIONS: Options = {
  record_delimiter: 'windows',
  // A lone LF or CR in a cell is quoted too, not only the CRLF that ends a line.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: { boolean: text, date: text, object: text },
};

/** One field, escaped and quoted as in a line. */
export function csvCell(value: unknown): string {
  return stringify([[value]], { ...OPTIONS, eof: false });
}

export function csvLine(cells: unknown[]): string {
  return stringify([cells], OPTIONS);
}

/** Rows per piece of CSV text: stringifying one takes a few milliseconds. */
export const CSV_PIECE_ROWS = 500;

/** Lets timers, sockets and other requests run before the next piece of work. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The header line, then each batch of rows as it comes: nothing is held but one batch. Times
 * are written as the wall clock of `timeZone` (see zonedTimeWriter). A batch is written in
 * pieces of CSV_PIECE_ROWS with the event loop yielded after each: reading, parsing and
 * stringifying are synchronous work, and without a yield a whole export ran as one chain of
 * promises that no other request could enter (a 10 MB export held /healthz for 2.5 s).
 */
export async function* csvChunks(
  columns: CsvColumn[],
  batches: AsyncIterable<Json[]>,
  timeZone: string,
): AsyncGenerator<string> {
  const sortable = zonedTimeWriter(timeZone);
  const shown = zonedTimeWriter(timeZone, 'shown');
  const cells = columns.map((c) => {
    if (c.time) {
      const write = c.shown ? shown : sortable;
      return (row: Json) => write(c.value(row));
    }
    if (c.day && c.shown) return (row: Json) => shownDay(c.value(row));
    return c.value;
  });
  yield csvLine(columns.map((c) => c.header));
  for await (const rows of batches) {
    for (let start = 0; start < rows.length; start += CSV_PIECE_ROWS) {
      await yieldToEventLoop();
      const piece = rows.slice(start, start + CSV_PIECE_ROWS);
      yield stringify(
        piece.map((row) => cells.map((cell) => cell(row))),
        OPTIONS,
      );
    }
  }
}

/**
 * Sends rows as a CSV download named `<name>.csv`, its times in `timeZone`: the
 * organisation's (exportTimeZone), so a spreadsheet shows the hours the console shows.
 */
export function sendCsv(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn[],
  batches: AsyncIterable<Json[]>,
  timeZone: string,
) {
  const chunks = csvChunks(columns, batches, timeZone);
  // One piece read ahead at most (back-pressure): the next page is read when the client has
  // taken the last, not 16 pieces ahead as Readable.from's default would.
  const stream = Readable.from(chunks, { highWaterMark: 1 });
  // A client that goes away stops the export and frees its database cursor.
  stream.on('close', () => void batches[Symbol.asyncIterator]().return?.());
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** One batch, for answers that are computed whole (a summary, a series of days). */
export async function* oneBatch(rows: Json[]): AsyncGenerator<Json[]> {
  yield rows;
}

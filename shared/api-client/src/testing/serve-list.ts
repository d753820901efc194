import { jsonResponse } from './fake-api';
import type { Page } from '@maziwa/contracts';
import { filterValues } from './recording-fake-api';

type Value = string | number | boolean | null | undefined;

/** How the fake answers the issue 3 list query for one kind of row. */
export interface ListSpec<Row> {
  /** Texts `q` looks in (case-insensitive, contains). */
  search?: (row: Row) => Value[];
  /** Sortable fields: `sort=field` / `-field`. Unknown fields answer 400, like the API. */
  sort?: Record<string, (row: Row) => Value>;
  /** The row's day (yyyy-MM-dd or an ISO time), for `from` / `to`. */
  date?: (row: Row) => string;
  /** The row's status, for `status`. */
  status?: (row: Row) => string;
  /**
   * Fields of `filter=name:value,...` (one field: any value; several fields: all). Without
   * it, `filter` is ignored, for fakes that answer it elsewhere.
   */
  filter?: Record<string, (row: Row) => Value | Value[]>;
  /** Columns of `format=csv`. */
  csv?: Record<string, (row: Row) => Value>;
}

/**
 * Accessors of plain fields by their names, for a ListSpec's `sort`, `csv` or `filter`.
 *
 * @example serveList(rows, query, { sort: fields<Route>('name', 'distance'), csv: fields<Route>('name') })
 */
export function fields<Row>(...names: (keyof Row & string)[]): Record<string, (row: Row) => Value> {
  return Object.fromEntries(names.map((name) => [name, (row: Row) => row[name] as Value]));
}

const csvCell = (value: Value) => `"${String(value ?? '').replace(/"/g, '""')}"`;

/**
 * Answers a list request the way the API does: `filter`, `q`, `from`/`to`, `status`, `sort`, then
 * `limit`/`offset` (a Page), or every matching row as CSV with `format=csv`.
 *
 * @example
 * 'GET /routes': (req) => serveList(routes, req.query, { search: (r) => [r.name], sort: { name: (r) => r.name } }),
 */
export function serveList<Row>(rows: Row[], query: URLSearchParams, spec: ListSpec<Row>): Page<Row> | Response {
  let matching = [...rows];
  const wanted = filterValues(query);
  for (const [name, values] of spec.filter ? wanted : []) {
    const get = spec.filter?.[name];
    if (!get)
      return jsonResponse({ statusCode: 400, error: 'Bad Request', message: `field "${name}" is not filterable` }, 400);
    matching = matching.filter((row) => [get(row)].flat().some((value) => values.includes(String(value))));
  }
  const q = query.get('q')?.trim().toLowerCase();
  if (q && spec.search)
    matching = matching.filter((row) =>
      spec.search!(row).some((text) =>
        String(text ?? '')
          .toLowerCase()
          .includes(q),
      ),
    );
  const from = query.get('from');
  const to = query.get('to');
  if ((from || to) && spec.date) {
    matching = matching.filter((row) => {
      const day = spec.date!(row).slice(0, 10);
      return (!from || day >= from) && (!to || day <= to);
    });
  }
  const status = query.get('status');
  if (status && spec.status) matching = matching.filter((row) => spec.status!(row) === status);

  const sort = query.get('sort');
  if (sort) {
    const field = sort.replace(/^[-+]/, '');
    const get = spec.sort?.[field];
    if (!get) {
      return jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: `field "${field}" is not sortable`,
          fields: { sort: 'not sortable' },
        },
        400,
      );
    }
    const sign = sort.startsWith('-') ? -1 : 1;
    matching.sort((a, b) => {
      const x = get(a) ?? '';
      const y = get(b) ?? '';
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }

  if (query.get('format') === 'csv') {
    const columns = Object.entries(spec.csv ?? {});
    const lines = [
      columns.map(([name]) => csvCell(name)).join(','),
      ...matching.map((row) => columns.map(([, get]) => csvCell(get(row))).join(',')),
    ];
    return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }
  const limit = Number(query.get('limit') ?? 50);
  const offset = Number(query.get('offset') ?? 0);
  return { data: matching.slice(offset, offset + limit), total: matching.length, limit, offset };
}

import type { DeclaredPages } from './generated/declared-pages';
import type { RemoteId } from './remote-module';

/**
 * A path some remote declares in its pages.json (of remote `R` when given): the compiler then
 * refuses a route or a link to a page nobody declares. The names come from
 * generated/declared-pages.ts (`pnpm declared-pages` after changing a pages.json).
 */
export type DeclaredPath<R extends RemoteId = RemoteId> = DeclaredPages[R];

/** The `:name` segments of a path: '/driver/:id/edit' -> 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What fills a path's `:name` segments. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

/**
 * The address of a declared page, its `:name` segments filled (encoded): how a remote links to
 * its own pages and to another remote's, so that a link to a page no remote declares fails
 * typecheck instead of landing on "not found".
 *
 * @example pagePath('/payroll/payslips/:id', { id: payment.id }) // '/payroll/payslips/pay-1'
 * @example pagePath('/logistics-management/trips')
 */
export function pagePath<P extends DeclaredPath>(
  path: P,
  ...[params]: [ParamNames<P>] extends [never] ? [] : [PathParams<P>]
): string {
  if (!params) return path;
  const values: Record<string, string> = params;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(values[name]));
}

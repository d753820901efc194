/**
 * The OpenAPI operationId of a route, derived from its method and path so that a generated
 * client gets one readable method per operation (`listTrips`, `getTrip`, `createTrip`,
 * `updateTrip`, `deleteTrip`, `setUserRoles`, `processPayments`, `listQualityTestsReport`).
 * A route whose derived name would read badly says its own beside its definition
 * (`schema.operationId`, e.g. `getCurrentUser` for GET /users/me); a route that matches no rule
 * and says none refuses to register (see registerOpenApi).
 */

const words = (segment: string) => segment.split(/[-_.]/).filter(Boolean);
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);
const pascal = (segment: string) => words(segment).map(capital).join('');
const camel = (segment: string) => {
  const name = pascal(segment);
  return name[0].toLowerCase() + name.slice(1);
};

/** One of a collection, by its last word: trips -> Trip, supplies -> Supply, user-roles -> UserRole. */
export function singular(segment: string): string {
  const name = pascal(segment);
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');

const ONE: Record<string, string> = { GET: 'get', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const PART: Record<string, string> = { GET: 'get', PUT: 'set', PATCH: 'update', DELETE: 'delete' };

/**
 * The derived operationId of `method path` (path relative to the API's root, parameters as
 * `:id` or `{id}`), or undefined when no rule fits. The rules:
 *
 *   GET /trips -> listTrips                  POST /trips -> createTrip
 *   GET|PUT|DELETE /trips/{id} -> getTrip, updateTrip, deleteTrip
 *   PUT /users/{id}/roles -> setUserRoles     (GET get..., DELETE delete...)
 *   POST /payments/process -> processPayments (an action on a collection)
 *   GET /reports/quality-tests -> listQualityTestsReport
 */
export function deriveOperationId(method: string, path: string): string | undefined {
  const segments = path.split('/').filter(Boolean);
  const [collection, second, third] = segments;
  if (!collection || isParam(collection)) return undefined;
  if (segments.length === 1) {
    if (method === 'GET') return `list${pascal(collection)}`;
    if (method === 'POST') return `create${singular(collection)}`;
    return undefined;
  }
  if (segments.length === 2 && isParam(second)) {
    return ONE[method] && `${ONE[method]}${singular(collection)}`;
  }
  if (segments.length === 2) {
    if (collection === 'reports' && method === 'GET') return `list${pascal(second)}Report`;
    if (method === 'POST') return `${camel(second)}${pascal(collection)}`;
    return undefined;
  }
  if (segments.length === 3 && isParam(second) && !isParam(third)) {
    return PART[method] && `${PART[method]}${singular(collection)}${pascal(third)}`;
  }
  return undefined;
}

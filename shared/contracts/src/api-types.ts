// Names for the API's shapes, taken from the types generated out of its OpenAPI document
// (generated/openapi.ts, `pnpm api-types`). Shapes are reached by path and method, not by
// operationId, so naming an operation never changes a type's name here.
import type { paths } from './generated/openapi';

/** Every path of the API, as its OpenAPI document writes it: '/trips/{id}'. */
export type ApiPath = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a path answers: MethodOf<'/trips'> is 'get' | 'post'. */
export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[HttpMethod];

type Operation<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type Responses<P extends ApiPath, M extends MethodOf<P>> = Operation<P, M> extends { responses: infer R } ? R : never;

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;

/** Statuses a success may answer with; an operation has one of them. */
type Success = 200 | 201;

/**
 * The JSON body a call answers with (200 or 201; `Status` for another one).
 *
 * @example export type Trip = ResponseOf<'/trips/{id}', 'get'>;
 */
export type ResponseOf<P extends ApiPath, M extends MethodOf<P>, Status extends number = Success> = JsonOf<
  Responses<P, M>[Extract<keyof Responses<P, M>, Status>]
>;

/**
 * The JSON body a call takes.
 *
 * @example export type TripCreate = BodyOf<'/trips', 'post'>;
 */
export type BodyOf<P extends ApiPath, M extends MethodOf<P>> = JsonOf<NonNullable<Operation<P, M>['requestBody']>>;

/**
 * The query parameters a call takes.
 *
 * @example type TripQuery = QueryOf<'/trips', 'get'>;
 */
export type QueryOf<P extends ApiPath, M extends MethodOf<P> = 'get' & MethodOf<P>> = NonNullable<
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never
>;

/** Paths whose GET answers one page of rows: `{ data, total, limit, offset }`. */
export type ListPath = {
  [P in ApiPath]: 'get' extends MethodOf<P>
    ? ResponseOf<P, 'get' & MethodOf<P>> extends { data: unknown[]; total: number }
      ? P
      : never
    : never;
}[ApiPath];

/**
 * One row of a list or report page.
 *
 * @example export type DriverReportRow = RowOf<'/reports/driver-management'>;
 */
export type RowOf<P extends ListPath> =
  ResponseOf<P, 'get' & MethodOf<P>> extends { data: (infer Row)[] } ? Row : never;

import type { ApiPath, BodyOf, Id, MethodOf, Page, ResponseOf, RowOf } from '@maziwa/contracts';
import { request } from './http';
import type { ListName, ListParams } from './server-list/list-endpoint';

/** A generic resource: `/<name>` lists it and `/<name>/{id}` reads one ('trips', 'user-roles'). */
export type ResourceName = {
  [P in ApiPath]: P extends `/${infer Name}/{id}` ? (Name extends ListName ? Name : never) : never;
}[ApiPath];

// What the API's document gives for a path and method, or never where it has no such
// call (an organisation cannot be created here, a top-up cannot be changed).
type Answer<P, M extends string> = P extends ApiPath ? (M extends MethodOf<P> ? ResponseOf<P, M> : never) : never;
type Body<P, M extends string> = P extends ApiPath ? (M extends MethodOf<P> ? BodyOf<P, M> : never) : never;

/** One record of a resource, as GET /<name>/{id} answers it. */
export type ResourceItem<N extends ResourceName> = Answer<`/${N}/{id}`, 'get'>;

/**
 * Typed calls of one generic resource: list (populate, org_id, filter as name:value,
 * paging), get, create, update, delete. Every type is the API's, by path: GET /<name>
 * rows, GET /<name>/{id}, POST /<name> and PUT /<name>/{id} bodies.
 *
 * @example const routes = createResource('routes');
 *          await routes.list({ org_id, populate: 'locations' });
 */
export function createResource<N extends ResourceName>(name: N) {
  type Query = ListParams<N> & { limit?: number; offset?: number; sort?: string };
  const item = (id: Id) => `${name}/${encodeURIComponent(id)}`;
  return {
    list: (query: Query = {}) => request.get<Page<RowOf<`/${N}` & ApiPath & `/${ListName}`>>>(name, { ...query }),
    get: (id: Id) => request.get<ResourceItem<N>>(item(id)),
    create: (body: Body<`/${N}`, 'post'>) => request.post<Answer<`/${N}`, 'post'>>(name, body),
    update: (id: Id, body: Body<`/${N}/{id}`, 'put'>) => request.put<Answer<`/${N}/{id}`, 'put'>>(item(id), body),
    remove: (id: Id) => request.delete(item(id)),
  };
}

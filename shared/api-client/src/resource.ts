import type { Id, ListQuery, Page } from '@maziwa/contracts';
import { request } from './http';

/**
 * Typed calls of one generic resource of spec 7: list (populate, org_id, filter as
 * name:value, paging), get, create, update, delete.
 *
 * @example const routes = createResource<Route, RouteCreate>('routes');
 *          await routes.list({ org_id, populate: 'locations' });
 */
export function createResource<T, TCreate = Partial<T>, TUpdate = Partial<TCreate>>(name: string) {
  return {
    list: (query: ListQuery = {}) => request.get<Page<T>>(name, { ...query }),
    get: (id: Id) => request.get<T>(`${name}/${encodeURIComponent(id)}`),
    create: (body: TCreate) => request.post<T>(name, body),
    update: (id: Id, body: TUpdate) => request.put<T>(`${name}/${encodeURIComponent(id)}`, body),
    remove: (id: Id) => request.delete(`${name}/${encodeURIComponent(id)}`),
  };
}

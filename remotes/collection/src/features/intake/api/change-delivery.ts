import { request } from '@maziwa/api-client';
import type { BodyOf } from '@maziwa/contracts';

/** PUT /collections/{id}: a sent delivery corrected (refused once the day is in approved pay). */
export function updateDelivery(id: string, body: BodyOf<'/collections/{id}', 'put'>) {
  return request.put(`collections/${encodeURIComponent(id)}`, body);
}

/** DELETE /collections/{id}: a sent delivery undone (refused once the day is in approved pay). */
export function deleteDelivery(id: string) {
  return request.delete(`collections/${encodeURIComponent(id)}`);
}

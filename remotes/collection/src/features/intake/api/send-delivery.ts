import { ApiError, request } from '@maziwa/api-client';
import type { QueuedItem, SendOutcome } from '@maziwa/offline-queue';
import type { QueuedDelivery } from '../model/delivery';

/**
 * Sends one queued delivery: POST /collections with the phone's id and recording time. 201
 * (created) and 200 (the same delivery sent before) are both "sent"; a refusal (409 another
 * delivery under this id, 400/403 the farmer deactivated, the day paid, the centre not the
 * clerk's) keeps the API's message; no answer, 5xx, 408 and 429 leave it waiting; 401 ends
 * sending until the person signs in again.
 */
export async function sendDelivery(item: QueuedItem<QueuedDelivery>): Promise<SendOutcome> {
  try {
    await request.post('collections', { id: item.id, collected_at: item.recordedAt, ...item.body.delivery });
    return { result: 'sent' };
  } catch (error) {
    if (!(error instanceof ApiError)) return { result: 'retry' };
    if (error.status === 401) return { result: 'stop' };
    if (error.status >= 500 || error.status === 408 || error.status === 429) return { result: 'retry' };
    return { result: 'refused', message: error.message };
  }
}

import { jsonResponse, recordingFakeApi, type RecordingFakeApi } from '@maziwa/api-client/testing';
import type { BodyOf } from '@maziwa/contracts';
import { TEST_ORG_ID } from './fixtures';

export const intakeCentres = [
  { id: 'centre-git', name: 'Githunguri CC' },
  { id: 'centre-kia', name: 'Kiambu Town CC' },
];

export const intakeFarmers = [
  { producer_id: 'farmer-1', member_number: 'F-0012', name: 'Jane Wanjiru', active: true },
  { producer_id: 'farmer-2', member_number: 'F-0013', name: 'John Kamau', active: true },
  { producer_id: 'farmer-3', member_number: 'F-0200', name: 'Peter Otieno', active: false },
];

type Delivery = BodyOf<'/collections', 'post'>;

export interface FakeIntakeApi extends RecordingFakeApi {
  /** Deliveries the fake API holds, by id. */
  stored(): Delivery[];
}

/**
 * The API the Intake page talks to: the person's centres, the centre's farmers, the shift's
 * tally (counted from what was posted) and POST /collections with the API's idempotency (the
 * same id and body: 200; the same id, another body: 409).
 *
 * @example const api = installFakeIntakeApi(); ... expect(api.stored()).toHaveLength(1);
 */
export function installFakeIntakeApi(): FakeIntakeApi {
  const { api, handle } = recordingFakeApi();
  const stored = new Map<string, Delivery>();
  api.on({
    'GET /locations': () => ({
      data: intakeCentres.map((centre) => ({ ...centre, organization_id: TEST_ORG_ID, type: 'collection_center' })),
      total: intakeCentres.length,
      limit: 1000,
      offset: 0,
    }),
    'GET /collections/intake-farmers': () => ({ data: intakeFarmers }),
    'GET /collections/tally': (req) => {
      const rows = [...stored.values()].filter(
        (row) => row.location_id === req.query.get('location_id') && row.shift === req.query.get('shift'),
      );
      const litres = (status: string) =>
        rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.quantity_litres, 0);
      return {
        deliveries: rows.length,
        farmers: new Set(rows.map((row) => row.producer_id)).size,
        litres_accepted: litres('accepted'),
        litres_rejected: litres('rejected'),
      };
    },
    ...handle('POST /collections', async (req) => {
      const body = (await req.json()) as Delivery;
      const before = body.id ? stored.get(body.id) : undefined;
      if (before) {
        return JSON.stringify(before) === JSON.stringify(body)
          ? jsonResponse(before, 200)
          : jsonResponse(
              {
                statusCode: 409,
                error: 'Conflict',
                message: 'A delivery with this id was already recorded with other values',
              },
              409,
            );
      }
      stored.set(body.id!, body);
      return jsonResponse(body, 201);
    }),
  });
  return { ...api, stored: () => [...stored.values()] };
}

import { ApiError } from '@maziwa/api-client';
import {
  installFakeFarmersApi,
  producerRole,
  TEST_ORG_ID,
  type FakeFarmersApi,
  type FarmerLinkBody,
} from '../../../testing';
import { toFarmerCreate } from './create-farmer';
import { importFarmers, reasonOf } from './import-farmers';

const jane = {
  full_name: 'Jane Wanjiru Njoroge',
  phone: '0712345678',
  email: 'jane@maziwa.test',
  member_number: 'MEM-010',
};

let api: FakeFarmersApi;
beforeEach(() => {
  api = installFakeFarmersApi();
});
afterEach(() => api.restore());

describe('toFarmerCreate', () => {
  it('sends the person with the Producer link, every word after the first as the last name', () => {
    expect(toFarmerCreate(jane, TEST_ORG_ID, 'role-producer', 'pw-123456789')).toEqual({
      organization_id: TEST_ORG_ID,
      role_id: 'role-producer',
      member_id: 'MEM-010',
      status: 'active',
      location_ids: [],
      route_ids: [],
      available: true,
      user: {
        username: 'Jane-Wanjiru-Njoroge',
        first_name: 'Jane',
        last_name: 'Wanjiru Njoroge',
        email: 'jane@maziwa.test',
        contact_info: { phone: '0712345678' },
        is_active: true,
        status: 'active',
        password: 'pw-123456789',
      },
    });
  });
});

describe('importFarmers', () => {
  it('finds the Producer role once, then creates each farmer in one request, in turn', async () => {
    const progress: string[] = [];
    const outcome = await importFarmers(
      [
        { line: 2, values: jane },
        {
          line: 3,
          values: { ...jane, full_name: 'Peter Kamau', email: 'peter@maziwa.test', member_number: 'MEM-011' },
        },
      ],
      TEST_ORG_ID,
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(api.calls).toEqual(['GET /roles', 'POST /user-roles', 'POST /user-roles']);
    expect(api.queries('GET /roles')).toEqual([`org_id=${TEST_ORG_ID}&filter=name%3AProducer`]);
    expect(outcome.created.map((farmer) => farmer.line)).toEqual([2, 3]);
    expect(progress).toEqual(['1/2', '2/2']);
    const [first, second] = api.bodies<FarmerLinkBody>('POST /user-roles');
    expect(first.role_id).toBe(producerRole.id);
    // Never the same password twice, never a guessable one.
    expect(first.user.password).toHaveLength(24);
    expect(first.user.password).not.toBe(second.user.password);
  });

  it('goes on after a refused farmer and says why in the words of the file', async () => {
    const outcome = await importFarmers(
      [
        { line: 2, values: { ...jane, member_number: 'MEM-001' } },
        { line: 3, values: { ...jane, email: 'taken@maziwa.test', member_number: 'MEM-012' } },
        { line: 4, values: jane },
      ],
      TEST_ORG_ID,
    );
    expect(outcome.created.map((farmer) => farmer.line)).toEqual([4]);
    expect(outcome.failed.map(({ farmer, reason }) => `${farmer.line}: ${reason}`)).toEqual([
      '2: member_number is already used in this organisation',
      '3: email is already registered',
    ]);
  });

  it('creates nothing when the organisation has no Producer role', async () => {
    api.restore();
    api = installFakeFarmersApi({ roles: [] });
    await expect(importFarmers([{ line: 2, values: jane }], TEST_ORG_ID)).rejects.toThrow('Producer role not found');
    expect(api.calls).toEqual(['GET /roles']);
  });

  it('falls back on the message of an error without fields', () => {
    expect(reasonOf(new ApiError(503, 'Service unavailable'))).toBe('Service unavailable');
  });
});

import { ApiError } from '@maziwa/api-client';
import { jsonResponse } from '@maziwa/api-client/testing';
import type { UserCreate, UserRoleCreate } from '@maziwa/contracts';
import { installFakeLogisticsApi, TEST_ORG_ID, type FakeLogisticsApi } from '../../../testing';
import type { DriverFormValues } from '../components/driver-form-values';
import { createDriver, toUserCreate } from './create-driver';

const values: DriverFormValues = {
  fullName: '  Mary Wanjiru  Njoroge ',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  photo: null,
  phoneNumber: '+254712345678',
  emailAddress: 'mary.njoroge@maziwa.test',
  address: 'Box 12, Limuru',
  licenseNumber: 'DL-778812',
  licenseExpiry: '2030-01-31',
  licenseDocument: null,
  employeeId: 'DRV-104',
  dateOfHire: '2024-02-01',
  status: 'active',
  assignedRoute: 'route-limuru',
  additionalInfo: '',
};

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

describe('toUserCreate', () => {
  it('hyphenates the username and keeps every word after the first as the last name', () => {
    expect(toUserCreate(values, TEST_ORG_ID, 'pw')).toEqual({
      username: 'Mary-Wanjiru-Njoroge',
      first_name: 'Mary',
      last_name: 'Wanjiru Njoroge',
      email: 'mary.njoroge@maziwa.test',
      contact_info: { phone: '+254712345678', address: 'Box 12, Limuru' },
      organization_ids: [TEST_ORG_ID],
      is_active: true,
      status: 'active',
      password: 'pw',
    });
  });
});

describe('createDriver', () => {
  it('creates the user, then the Driver link with the new ids', async () => {
    const link = await createDriver(values, TEST_ORG_ID);

    expect(api.calls).toEqual(['GET /roles', 'POST /users', 'POST /user-roles']);
    const [user] = api.bodies<UserCreate>('POST /users');
    expect(user.password).toMatch(/^.{24}$/);
    const [sentLink] = api.bodies<UserRoleCreate>('POST /user-roles');
    expect(sentLink).toEqual({
      organization_id: TEST_ORG_ID,
      user_id: api.users()[0].id,
      role_id: 'role-driver',
      member_id: 'DRV-104',
      status: 'active',
      location_ids: [],
      route_ids: ['route-limuru'],
      available: true,
    });
    expect(link.id).toBe(api.drivers()[0].id);
  });

  it('never sends the same password twice', async () => {
    await createDriver(values, TEST_ORG_ID);
    await createDriver({ ...values, emailAddress: 'other@maziwa.test', employeeId: 'DRV-105' }, TEST_ORG_ID);
    const [first, second] = api.bodies<UserCreate>('POST /users');
    expect(first.password).not.toBe(second.password);
  });

  it('deletes the new user when the link fails and names the field as the form does', async () => {
    const failure = await createDriver({ ...values, employeeId: 'DRV-001' }, TEST_ORG_ID).catch((e) => e);

    // The fake numbers new users from 1.
    expect(api.calls).toEqual(['GET /roles', 'POST /users', 'POST /user-roles', 'DELETE /users/user-new-1']);
    expect(api.users()).toEqual([]);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'Member ID already exists' });
    expect(failure.fields).toEqual({ employeeId: 'Member ID already exists' });
  });

  it('still reports the link error when the clean-up fails too', async () => {
    api.on({ 'POST /user-roles': () => jsonResponse({ message: 'Database unavailable' }, 503) });
    api.on({ 'DELETE /users/user-new-1': () => jsonResponse({ message: 'also down' }, 503) });
    await expect(createDriver(values, TEST_ORG_ID)).rejects.toThrow('Database unavailable');
  });

  it('maps a duplicate email onto Email Address and creates nothing else', async () => {
    await createDriver(values, TEST_ORG_ID);
    const failure = await createDriver({ ...values, employeeId: 'DRV-999' }, TEST_ORG_ID).catch((e) => e);
    expect(failure.fields).toEqual({ emailAddress: 'A user with this email already exists' });
    expect(api.bodies('POST /user-roles')).toHaveLength(1);
  });

  it('says Driver role not found and creates no user when the organisation has none', async () => {
    api.restore();
    api = installFakeLogisticsApi({ roles: [] });
    await expect(createDriver(values, TEST_ORG_ID)).rejects.toThrow('Driver role not found');
    expect(api.calls).toEqual(['GET /roles']);
  });
});

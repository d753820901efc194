import { ApiError } from '@maziwa/api-client';
import { jsonResponse } from '@maziwa/api-client/testing';
import type { UserRoleCreate } from '@maziwa/contracts';
import {
  driverFiles,
  installFakeLogisticsApi,
  TEST_ORG_ID,
  type FakeLogisticsApi,
  type SentFile,
} from '../../../testing';
import type { DriverFormValues } from '../model/driver-form-values';
import { createDriver } from './create-driver';
import { toDriverProfile } from './driver-payload';

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
  additionalInfo: '  Night shift ',
};

const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mary.png', { type: 'image/png' });
const licence = new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' });
const withFiles: DriverFormValues = { ...values, photo, licenseDocument: licence };

const fixtureFileIds = driverFiles.map((file) => file.stored.id);
const profileOf = (extra: object = {}) => ({
  date_of_birth: '1990-04-12',
  gender: 'female',
  license_number: 'DL-778812',
  license_expiry: '2030-01-31',
  date_of_hire: '2024-02-01',
  additional_info: 'Night shift',
  ...extra,
});

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

describe('toDriverProfile', () => {
  it('carries the person details of the form and leaves out what is blank', () => {
    expect(toDriverProfile(values)).toEqual(profileOf());
    expect(toDriverProfile({ ...values, additionalInfo: ' ', licenseNumber: '' })).toEqual(
      profileOf({ additional_info: undefined, license_number: undefined }),
    );
    expect(Object.keys(toDriverProfile({ ...values, additionalInfo: '' }))).not.toContain('additional_info');
  });
});

describe('createDriver', () => {
  it('creates the person and the Driver link in one request, with the route and the profile', async () => {
    const link = await createDriver(values, TEST_ORG_ID);

    expect(api.calls).toEqual(['GET /roles', 'POST /user-roles']);
    const [sentLink] = api.bodies<UserRoleCreate>('POST /user-roles');
    expect(sentLink.user?.password).toMatch(/^.{24}$/);
    expect({ ...sentLink, user: { ...sentLink.user, password: 'pw' } }).toEqual({
      organization_id: TEST_ORG_ID,
      role_id: 'role-driver',
      member_id: 'DRV-104',
      status: 'active',
      location_ids: [],
      route_ids: ['route-limuru'],
      available: true,
      profile: profileOf(),
      user: {
        username: 'Mary-Wanjiru-Njoroge',
        first_name: 'Mary',
        last_name: 'Wanjiru Njoroge',
        email: 'mary.njoroge@maziwa.test',
        contact_info: { phone: '+254712345678', address: 'Box 12, Limuru' },
        is_active: true,
        status: 'active',
        password: 'pw',
      },
    });
    expect(link.id).toBe(api.drivers()[0].id);
    expect(api.drivers()[0].driver_name).toBe('Mary Wanjiru Njoroge');
  });

  it('uploads the photo and the licence document first and links them in the profile', async () => {
    const link = await createDriver(withFiles, TEST_ORG_ID);

    expect(api.calls).toEqual(['GET /roles', 'POST /files', 'POST /files', 'POST /user-roles']);
    expect(api.bodies<SentFile>('POST /files')).toEqual([
      { name: 'mary.png', type: 'image/png', size: 4 },
      { name: 'licence.pdf', type: 'application/pdf', size: 8 },
    ]);
    const [photoFile, licenceFile] = api.files().filter((file) => !fixtureFileIds.includes(file.id));
    const [sentLink] = api.bodies<UserRoleCreate>('POST /user-roles');
    expect(sentLink.profile).toEqual(
      profileOf({ photo_file_id: photoFile.id, license_document_file_id: licenceFile.id }),
    );
    expect(link.profile).toEqual(sentLink.profile);
  });

  it('deletes the uploaded files when the save is refused, and names the field as the form does', async () => {
    const failure = await createDriver({ ...withFiles, employeeId: 'DRV-001' }, TEST_ORG_ID).catch((e) => e);

    expect(api.calls.slice(0, 4)).toEqual(['GET /roles', 'POST /files', 'POST /files', 'POST /user-roles']);
    expect(api.calls.slice(4).sort()).toEqual(['DELETE /files/file-new-1', 'DELETE /files/file-new-2']);
    expect(api.users()).toEqual([]);
    expect(api.files().map((file) => file.id)).toEqual(fixtureFileIds);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, fields: { employeeId: 'Member ID already exists' } });
  });

  it('deletes the photo and saves nothing when the licence document is refused, and says so at License Document', async () => {
    api.on({
      'POST /files': async (req) => {
        const part = (await req.formData()).get('file') as File;
        if (part.type === 'application/pdf') {
          return jsonResponse(
            {
              statusCode: 413,
              error: 'Payload Too Large',
              message: 'file must be at most 5 MB',
              fields: { file: 'must be at most 5 MB' },
            },
            413,
          );
        }
        return jsonResponse(
          {
            id: 'file-photo',
            name: part.name,
            content_type: part.type,
            size: part.size,
            created_at: '2026-03-01T08:00:00Z',
          },
          201,
        );
      },
      'DELETE /files/file-photo': () => undefined,
    });
    const failure = await createDriver(withFiles, TEST_ORG_ID).catch((e) => e);

    expect(api.calls).toEqual(['GET /roles', 'POST /files', 'POST /files', 'DELETE /files/file-photo']);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, message: 'file must be at most 5 MB' });
    expect(failure.fields).toEqual({ licenseDocument: 'must be at most 5 MB' });
  });

  it('puts a taken e-mail at Email Address and deletes the uploads', async () => {
    await createDriver(values, TEST_ORG_ID);
    const failure = await createDriver({ ...withFiles, employeeId: 'DRV-999' }, TEST_ORG_ID).catch((e) => e);
    expect(failure.fields).toEqual({ emailAddress: 'is already registered' });
    expect(api.files().map((file) => file.id)).toEqual(fixtureFileIds);
    expect(api.drivers().filter((row) => row.driver_id === 'DRV-999')).toEqual([]);
  });

  it('names profile field errors as the form does', async () => {
    api.on({
      'POST /user-roles': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'profile.license_expiry must be a valid date',
            fields: {
              'profile.license_expiry': 'must be a valid date',
              'profile.photo_file_id': 'is not a file of this organisation',
            },
          },
          400,
        ),
    });
    const failure = await createDriver(values, TEST_ORG_ID).catch((e) => e);
    expect(failure.fields).toEqual({
      licenseExpiry: 'must be a valid date',
      photo: 'is not a file of this organisation',
    });
  });

  it('never sends the same password twice', async () => {
    await createDriver(values, TEST_ORG_ID);
    await createDriver({ ...values, emailAddress: 'other@maziwa.test', employeeId: 'DRV-105' }, TEST_ORG_ID);
    const [first, second] = api.bodies<UserRoleCreate>('POST /user-roles');
    expect(first.user?.password).not.toBe(second.user?.password);
  });

  it('still reports the save error when deleting the uploads fails too', async () => {
    api.on({ 'POST /user-roles': () => jsonResponse({ message: 'Database unavailable' }, 503) });
    api.on({ 'DELETE /files/file-new-1': () => jsonResponse({ message: 'also down' }, 503) });
    await expect(createDriver({ ...values, photo }, TEST_ORG_ID)).rejects.toThrow('Database unavailable');
  });

  it('says Driver role not found and saves nothing when the organisation has none', async () => {
    api.restore();
    api = installFakeLogisticsApi({ roles: [] });
    await expect(createDriver(values, TEST_ORG_ID)).rejects.toThrow('Driver role not found');
    expect(api.calls).toEqual(['GET /roles']);
  });
});

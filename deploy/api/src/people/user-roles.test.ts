import { STRONGER_ACCOUNT_MESSAGE } from '../auth/escalation';
import { addMember } from '../testing/members';
import { JPEG, PDF, PNG } from '../testing/sample-files';
import { createTestApp, multipartWithFiles, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Account;
let other: Account;
let driverRoleId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Links');
  other = await t.registerAccount('Elsewhere');
  driverRoleId = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0].id;
});
afterAll(() => t.close());

let n = 0;
async function newUser(account: Account = admin) {
  n += 1;
  const response = await t.as(account, {
    method: 'POST',
    url: '/users',
    payload: {
      username: `Juma-Otieno-${n}`,
      first_name: 'Juma',
      last_name: `Otieno${n}`,
      email: `juma${n}@links.test`,
      contact_info: { phone: `+2547220000${n}`, address: 'Nakuru' },
      organization_ids: [account.orgId],
      is_active: true,
      password: 'placeholder-password',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const link = (userId: string, extra: Record<string, unknown> = {}) => ({
  organization_id: admin.orgId,
  user_id: userId,
  role_id: driverRoleId,
  member_id: `DRV-${100 + n}`,
  status: 'active',
  location_ids: [],
  route_ids: [],
  available: true,
  ...extra,
});

describe('/user-roles', () => {
  it('creates the link of the add-driver flow and lists it with populate=user,role', async () => {
    const user = await newUser();
    const response = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { member_id: 'DRV-900' }),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      user_id: user.id,
      role_id: driverRoleId,
      member_id: 'DRV-900',
      status: 'active',
      available: true,
    });

    const listed = (
      await t.as(admin, {
        method: 'GET',
        url: `/user-roles?populate=user,role&org_id=${admin.orgId}&filter=member_id:DRV-900`,
      })
    ).json();
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({
      id: created.id,
      user: { id: user.id, first_name: 'Juma', contact_info: { phone: user.contact_info.phone } },
      role: { id: driverRoleId, name: 'Driver' },
    });
    const byRole = (await t.as(admin, { method: 'GET', url: '/user-roles?filter=role_name:driver' })).json();
    expect(byRole.data.map((l: { id: string }) => l.id)).toContain(created.id);
    const newest = (await t.as(admin, { method: 'GET', url: '/user-roles?limit=1' })).json();
    expect(newest.data[0].id).toBe(created.id);
  });

  it('refuses a role of another organisation with 400 naming role_id', async () => {
    const user = await newUser();
    const foreignRole = (await t.as(other, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0];
    const response = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { role_id: foreignRole.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'role_id is not a role of this organisation',
      fields: { role_id: 'is not a role of this organisation' },
    });
  });

  it('refuses a user outside the organisation with 400 naming user_id', async () => {
    const outsider = await newUser(other);
    const response = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(outsider.id) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ user_id: 'is not a member of this organisation' });
  });

  it('refuses a member id already used in the organisation with 409', async () => {
    const first = await newUser();
    const second = await newUser();
    expect(
      (await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(first.id, { member_id: 'DRV-777' }) }))
        .statusCode,
    ).toBe(201);
    const clash = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(second.id, { member_id: 'DRV-777' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ member_id: 'is already used in this organisation' });
    // The same member id in another organisation is fine.
    const theirs = await newUser(other);
    const theirRole = (await t.as(other, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0];
    const elsewhere = await t.as(other, {
      method: 'POST',
      url: '/user-roles',
      payload: { user_id: theirs.id, role_id: theirRole.id, member_id: 'DRV-777' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('checks location and route ids belong to the organisation', async () => {
    const user = await newUser();
    const response = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { location_ids: ['00000000-0000-4000-8000-000000000004'] }),
    });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      fields: { location_ids: 'must be locations of this organisation' },
    });
  });

  it('updates and deletes a link', async () => {
    const user = await newUser();
    const created = (await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id) })).json();
    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${created.id}`,
      payload: { status: 'inactive', available: false },
    });
    expect(updated.json()).toMatchObject({ status: 'inactive', available: false, member_id: created.member_id });
    expect((await t.as(admin, { method: 'DELETE', url: `/user-roles/${created.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/user-roles/${created.id}` })).statusCode).toBe(404);
  });

  it('answers the role and route options as pages of your organisation', async () => {
    await t.as(admin, { method: 'POST', url: '/routes', payload: { name: 'Option route' } });
    await t.as(other, { method: 'POST', url: '/routes', payload: { name: 'Foreign route' } });
    const roles = (await t.as(admin, { method: 'GET', url: '/user-roles/roles' })).json();
    expect(roles).toMatchObject({ total: 5, limit: 100, offset: 0 });
    expect(roles.data.every((r: { organization_id: string }) => r.organization_id === admin.orgId)).toBe(true);
    const routes = (await t.as(admin, { method: 'GET', url: '/user-roles/routes' })).json();
    expect(routes.data.map((r: { name: string }) => r.name)).toEqual(['Option route']);
  });

  it('creates person and link in one go, and leaves no person behind when the link fails', async () => {
    const person = {
      username: 'Wafula-Simiyu',
      first_name: 'Wafula',
      last_name: 'Simiyu',
      email: 'wafula.simiyu@links.test',
      contact_info: { phone: '+254700123456' },
      password: 'placeholder-password',
    };
    const made = await t.as(admin, {
      method: 'POST',
      url: '/user-roles?populate=user',
      payload: { role_id: driverRoleId, member_id: 'DRV-500', user: person },
    });
    expect(made.statusCode).toBe(201);
    const user = (await t.as(admin, { method: 'GET', url: `/users/${made.json().user_id}` })).json();
    expect(user).toMatchObject({ email: 'wafula.simiyu@links.test', organization_ids: [admin.orgId] });

    const clash = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: { role_id: driverRoleId, member_id: 'DRV-500', user: { ...person, email: 'second@links.test' } },
    });
    expect(clash.statusCode).toBe(409);
    const leftover = await t.as(admin, { method: 'GET', url: '/users?filter=email:second@links.test' });
    expect(leftover.json().total).toBe(0);

    const neither = await t.as(admin, { method: 'POST', url: '/user-roles', payload: { role_id: driverRoleId } });
    expect(neither.json()).toMatchObject({ statusCode: 400, fields: { user_id: 'is required' } });
  });

  it('removing a user from the organisation ends their roles there', async () => {
    const user = await newUser();
    const created = (await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id) })).json();
    expect((await t.as(admin, { method: 'DELETE', url: `/users/${user.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/user-roles/${created.id}` })).statusCode).toBe(404);
  });
});

describe('/user-roles profile', () => {
  async function uploaded(account: Account, data: Buffer, contentType: string, filename: string): Promise<string> {
    const response = await t.as(account, {
      method: 'POST',
      url: '/files',
      ...multipartWithFiles([{ filename, contentType, data }]),
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  it('stores the driver form details and answers them on create, get and list; {} by default', async () => {
    const photo = await uploaded(admin, PNG, 'image/png', 'mary.png');
    const licence = await uploaded(admin, PDF, 'application/pdf', 'licence.pdf');
    const profile = {
      date_of_birth: '1990-04-12',
      gender: 'female',
      photo_file_id: photo,
      license_number: 'DL-778812',
      license_expiry: '2030-01-31',
      license_document_file_id: licence,
      date_of_hire: '2024-02-01',
      additional_info: 'Night shift',
    };
    const user = await newUser();
    const created = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id, { profile }) });
    expect(created.statusCode).toBe(201);
    expect(created.json().profile).toEqual(profile);
    const id = created.json().id;
    expect((await t.as(admin, { method: 'GET', url: `/user-roles/${id}` })).json().profile).toEqual(profile);
    const listed = (await t.as(admin, { method: 'GET', url: `/user-roles?filter=id:${id}` })).json();
    expect(listed.data[0].profile).toEqual(profile);

    const plain = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link((await newUser()).id) });
    expect(plain.json().profile).toEqual({});
  });

  it('merges a PUT into the stored profile; null removes a key, blanks are not kept', async () => {
    const user = await newUser();
    const created = (
      await t.as(admin, {
        method: 'POST',
        url: '/user-roles',
        payload: link(user.id, { profile: { gender: 'male', license_number: '  DL-1  ', additional_info: '   ' } }),
      })
    ).json();
    expect(created.profile).toEqual({ gender: 'male', license_number: 'DL-1' });
    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${created.id}`,
      payload: { profile: { date_of_hire: '2024-02-01', license_number: null } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().profile).toEqual({ gender: 'male', date_of_hire: '2024-02-01' });
    const statusOnly = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${created.id}`,
      payload: { status: 'inactive' },
    });
    expect(statusOnly.json()).toMatchObject({
      status: 'inactive',
      profile: { gender: 'male', date_of_hire: '2024-02-01' },
    });
  });

  it("refuses another organisation's file, a missing one, and a PDF as the photo, with 400 naming the key", async () => {
    const user = await newUser();
    const theirs = await uploaded(other, PNG, 'image/png', 'theirs.png');
    const foreign = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { profile: { photo_file_id: theirs } }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: 'profile.photo_file_id is not a file of this organisation',
      fields: { 'profile.photo_file_id': 'is not a file of this organisation' },
    });
    const theirPdf = await uploaded(other, PDF, 'application/pdf', 'theirs.pdf');
    const foreignDocument = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { profile: { license_document_file_id: theirPdf } }),
    });
    expect(foreignDocument.json().fields).toEqual({
      'profile.license_document_file_id': 'is not a file of this organisation',
    });
    const missing = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { profile: { photo_file_id: '00000000-0000-4000-8000-000000000009' } }),
    });
    expect(missing.json().fields).toEqual({ 'profile.photo_file_id': 'is not a file of this organisation' });
    const pdf = await uploaded(admin, PDF, 'application/pdf', 'licence.pdf');
    const pdfPhoto = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { profile: { photo_file_id: pdf } }),
    });
    expect(pdfPhoto.json().fields).toEqual({ 'profile.photo_file_id': 'must be a JPEG or PNG image' });
    // Nothing half-made: the user still holds no role.
    expect((await t.as(admin, { method: 'GET', url: `/user-roles?filter=user_id:${user.id}` })).json().total).toBe(0);

    const jpeg = await uploaded(admin, JPEG, 'image/jpeg', 'ok.jpg');
    const ok = (
      await t.as(admin, {
        method: 'POST',
        url: '/user-roles',
        payload: link(user.id, { profile: { photo_file_id: jpeg } }),
      })
    ).json();
    const swap = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${ok.id}`,
      payload: { profile: { photo_file_id: theirs } },
    });
    expect(swap.json().fields).toEqual({ 'profile.photo_file_id': 'is not a file of this organisation' });
  });

  it('answers 400, never 500, to bad profile values', async () => {
    const user = await newUser();
    const cases: Array<[unknown, string]> = [
      [{ date_of_birth: '12/04/1990' }, 'profile.date_of_birth'],
      [{ date_of_birth: '2026-02-30' }, 'profile.date_of_birth'],
      [{ license_expiry: 'soon' }, 'profile.license_expiry'],
      [{ gender: 'x' }, 'profile.gender'],
      [{ additional_info: 'x'.repeat(2001) }, 'profile.additional_info'],
      [{ photo_file_id: 'nope' }, 'profile.photo_file_id'],
      [{ license_number: 'x'.repeat(51) }, 'profile.license_number'],
      ['text', 'profile'],
      [[], 'profile'],
    ];
    for (const [profile, field] of cases) {
      const response = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id, { profile }) });
      expect({ profile, status: response.statusCode, field: Object.keys(response.json().fields ?? {}) }).toEqual({
        profile,
        status: 400,
        field: [field],
      });
    }
    // Keys the profile does not know are dropped, not stored.
    const extra = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { profile: { gender: 'other', shoe_size: 44 } }),
    });
    expect(extra.statusCode).toBe(201);
    expect(extra.json().profile).toEqual({ gender: 'other' });
  });
});

describe('PUT /user-roles/{id} with the person', () => {
  async function person(account: Account, member: string, email: string) {
    const roleId = (await t.as(account, { method: 'GET', url: '/roles?filter=name:Producer' })).json().data[0].id;
    const made = await t.as(account, {
      method: 'POST',
      url: '/user-roles',
      payload: {
        role_id: roleId,
        member_id: member,
        profile: { gender: 'female', date_of_birth: '1985-03-02' },
        user: {
          username: 'Grace-Atieno',
          first_name: 'Grace',
          last_name: 'Atieno',
          email,
          contact_info: { phone: '0711000111', address: 'Kisumu' },
          password: 'placeholder-password',
        },
      },
    });
    expect(made.statusCode).toBe(201);
    return made.json();
  }
  const userOf = async (account: Account, id: string) =>
    (await t.as(account, { method: 'GET', url: `/users/${id}` })).json();

  it('edits every field of the person and the link in one call', async () => {
    const farmer = await person(admin, 'MEM-PUT-1', 'grace.put@links.test');
    const route = (await t.as(admin, { method: 'POST', url: '/routes', payload: { name: 'Edit route' } })).json();
    const edited = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${farmer.id}`,
      payload: {
        member_id: 'MEM-PUT-1B',
        status: 'inactive',
        route_ids: [route.id],
        profile: { gender: 'other', date_of_hire: '2024-05-01', additional_info: 'Two cows' },
        user: {
          username: 'Grace-Akinyi-Atieno',
          first_name: 'Grace',
          last_name: 'Akinyi Atieno',
          email: 'grace.akinyi@links.test',
          contact_info: { phone: '+254722333444' },
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      member_id: 'MEM-PUT-1B',
      status: 'inactive',
      route_ids: [route.id],
      profile: {
        gender: 'other',
        date_of_birth: '1985-03-02',
        date_of_hire: '2024-05-01',
        additional_info: 'Two cows',
      },
    });
    expect((await t.as(admin, { method: 'GET', url: `/user-roles/${farmer.id}?populate=user` })).json()).toMatchObject({
      user: {
        username: 'Grace-Akinyi-Atieno',
        last_name: 'Akinyi Atieno',
        email: 'grace.akinyi@links.test',
        // The address was not sent: it keeps its value.
        // A farmer's phone is stored as SMS need it (issue 32).
        contact_info: { phone: '254722333444', address: 'Kisumu' },
      },
    });
    // The person's change is in the trail as a write of its own.
    const trail = (
      await t.as(admin, { method: 'GET', url: `/audit-events?record_id=${farmer.user_id}&action=update` })
    ).json();
    expect(trail.data[0].changes).toMatchObject({
      email: { before: 'grace.put@links.test', after: 'grace.akinyi@links.test' },
    });
  });

  it('answers a taken e-mail at user.email and changes nothing, neither person nor link', async () => {
    await person(admin, 'MEM-PUT-2', 'taken.put@links.test');
    const farmer = await person(admin, 'MEM-PUT-3', 'free.put@links.test');
    const clash = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${farmer.id}`,
      payload: {
        member_id: 'MEM-PUT-3B',
        profile: { gender: 'male' },
        user: { first_name: 'Changed', email: 'TAKEN.put@links.test' },
      },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: 'user.email is already registered',
      fields: { 'user.email': 'is already registered' },
    });
    const link = (await t.as(admin, { method: 'GET', url: `/user-roles/${farmer.id}` })).json();
    expect(link).toMatchObject({ member_id: 'MEM-PUT-3', profile: { gender: 'female' } });
    expect(await userOf(admin, farmer.user_id)).toMatchObject({ first_name: 'Grace', email: 'free.put@links.test' });
  });

  it('answers a taken member number at member_id and leaves the person as they were', async () => {
    await person(admin, 'MEM-PUT-4', 'four.put@links.test');
    const farmer = await person(admin, 'MEM-PUT-5', 'five.put@links.test');
    const clash = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${farmer.id}`,
      payload: {
        member_id: 'MEM-PUT-4',
        user: { email: 'five.new@links.test', contact_info: { phone: '0799000000' } },
      },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ member_id: 'is already used in this organisation' });
    expect(await userOf(admin, farmer.user_id)).toMatchObject({
      email: 'five.put@links.test',
      contact_info: { phone: '254711000111' },
    });
  });

  it('names a bad nested value and a taken e-mail on creation the same way', async () => {
    const farmer = await person(admin, 'MEM-PUT-6', 'six.put@links.test');
    const bad = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${farmer.id}`,
      payload: { user: { email: 'not-an-email' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['user.email']);
    const roleId = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:Producer' })).json().data[0].id;
    const twice = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: {
        role_id: roleId,
        member_id: 'MEM-PUT-7',
        user: { username: 'x', email: 'six.put@links.test', password: 'placeholder-password' },
      },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toEqual({ 'user.email': 'is already registered' });
  });

  it("refuses another organisation's person: 404, and they stay as they were", async () => {
    const theirs = await person(other, 'MEM-PUT-8', 'theirs.put@links.test');
    const refused = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${theirs.id}`,
      payload: { user: { email: 'stolen@links.test' }, member_id: 'MINE' },
    });
    expect(refused.statusCode).toBe(404);
    expect(await userOf(other, theirs.user_id)).toMatchObject({ email: 'theirs.put@links.test' });
    // Nor through a link of one's own pointed at their person.
    const mine = await person(admin, 'MEM-PUT-9', 'mine.put@links.test');
    const moved = await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${mine.id}`,
      payload: { user_id: theirs.user_id, user: { email: 'stolen@links.test' } },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ user_id: 'is not a member of this organisation' });
    expect(await userOf(other, theirs.user_id)).toMatchObject({ email: 'theirs.put@links.test' });
  });

  it('lets a clerk edit a farmer, not the admin; the person needs users:update besides the link', async () => {
    const clerk = await addMember(t, admin, 'user');
    const farmer = await person(admin, 'MEM-PUT-10', 'ten.put@links.test');
    const byClerk = await t.as(clerk, {
      method: 'PUT',
      url: `/user-roles/${farmer.id}`,
      payload: { user: { contact_info: { phone: '0700111222' } } },
    });
    expect(byClerk.statusCode).toBe(200);
    expect((await userOf(admin, farmer.user_id)).contact_info.phone).toBe('254700111222');

    const adminLink = (await t.as(admin, { method: 'GET', url: `/user-roles?filter=user_id:${admin.userId}` })).json()
      .data[0];
    const takeover = await t.as(clerk, {
      method: 'PUT',
      url: `/user-roles/${adminLink.id}`,
      payload: { user: { email: 'clerk.owns@links.test' } },
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toBe(STRONGER_ACCOUNT_MESSAGE);

    const all = (await t.as(admin, { method: 'GET', url: '/permissions?limit=1000' })).json().data as Array<{
      id: string;
      name: string;
    }>;
    const linkOnly = await t.as(admin, {
      method: 'POST',
      url: '/roles',
      payload: {
        name: 'Link keeper',
        permissions: all.filter((p) => ['user_roles:read', 'user_roles:update'].includes(p.name)).map((p) => p.id),
      },
    });
    expect(linkOnly.statusCode).toBe(201);
    const keeper = await addMember(t, admin, 'Link keeper');
    const statusOnly = await t.as(keeper, {
      method: 'PUT',
      url: `/user-roles/${farmer.id}`,
      payload: { status: 'pending' },
    });
    expect(statusOnly.statusCode).toBe(200);
    const withPerson = await t.as(keeper, {
      method: 'PUT',
      url: `/user-roles/${farmer.id}`,
      payload: { status: 'active', user: { first_name: 'Nope' } },
    });
    expect(withPerson.statusCode).toBe(403);
    expect((await t.as(admin, { method: 'GET', url: `/user-roles/${farmer.id}` })).json().status).toBe('pending');
  });
});

import { addMember, roleId } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import {
  GRANT_PERMISSION_MESSAGE,
  GRANT_ROLE_MESSAGE,
  LAST_ADMIN_MESSAGE,
  SELF_DEACTIVATION_MESSAGE,
  STRONGER_ACCOUNT_MESSAGE,
} from './escalation';

let t: TestApp;
let admin: Account;
let clerk: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Escalation');
  clerk = await addMember(t, admin, 'user');
});
afterAll(() => t.close());

const permissionIds = async (names: string[]) => {
  const all = (await t.as(admin, { method: 'GET', url: '/permissions?limit=1000' })).json().data as Array<{
    id: string;
    name: string;
  }>;
  return names.map((name) => all.find((p) => p.name === name)!.id);
};
const setRoles = (who: Account, userId: string, roles: string[]) =>
  t.as(who, { method: 'PUT', url: `/users/${userId}/roles`, payload: { role_ids: roles } });

describe('a clerk (user role)', () => {
  it('cannot give itself the admin role, by a link or by its roles', async () => {
    const adminRole = await roleId(t, admin, 'admin');
    const link = await t.as(clerk, {
      method: 'POST',
      url: '/user-roles',
      payload: { user_id: clerk.userId, role_id: adminRole },
    });
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toBe(GRANT_ROLE_MESSAGE);
    const roles = await setRoles(clerk, clerk.userId, [await roleId(t, admin, 'user'), adminRole]);
    expect(roles.statusCode).toBe(403);
    expect((await t.as(clerk, { method: 'GET', url: '/users/me' })).json().roles).toEqual(['user']);
  });

  it('cannot deactivate, reset or strip the admin', async () => {
    const deactivate = await t.as(clerk, {
      method: 'PUT',
      url: `/users/${admin.userId}`,
      payload: { is_active: false },
    });
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json().message).toBe(STRONGER_ACCOUNT_MESSAGE);
    const reset = await t.as(clerk, {
      method: 'POST',
      url: `/users/${admin.userId}/password-reset`,
      payload: { new_password: 'taken-over-now' },
    });
    expect(reset.statusCode).toBe(403);
    const strip = await setRoles(clerk, admin.userId, []);
    expect(strip.statusCode).toBe(403);
    expect((await t.as(admin, { method: 'GET', url: '/users/me' })).statusCode).toBe(200);
  });

  it('registers a farmer and gives a driver the QA/Collector role', async () => {
    const farmer = await t.as(clerk, {
      method: 'POST',
      url: '/user-roles',
      payload: {
        role_id: await roleId(t, admin, 'Producer'),
        member_id: 'M-0001',
        user: {
          username: 'Achieng-Otieno',
          first_name: 'Achieng',
          last_name: 'Otieno',
          email: 'achieng@example.test',
          password: 'correct-horse-battery',
        },
      },
    });
    expect(farmer.statusCode).toBe(201);
    const driver = await addMember(t, admin, 'Driver');
    const both = await setRoles(clerk, driver.userId, [
      await roleId(t, admin, 'Driver'),
      await roleId(t, admin, 'QA/Collector'),
    ]);
    expect(both.statusCode).toBe(200);
    expect(both.json().roles.map((r: { name: string }) => r.name)).toEqual(['Driver', 'QA/Collector']);
  });

  it('cannot hand out a role holding a permission it lacks', async () => {
    const cashier = await t.as(admin, {
      method: 'POST',
      url: '/roles',
      payload: { name: 'Cashier', permissions: await permissionIds(['payments:read', 'payments:process']) },
    });
    const driver = await addMember(t, admin, 'Driver');
    const grant = await t.as(clerk, {
      method: 'POST',
      url: '/user-roles',
      payload: { user_id: driver.userId, role_id: cashier.json().id },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(GRANT_ROLE_MESSAGE);
  });

  it('resets a driver’s password: the driver’s sign-ins end, the new password works', async () => {
    const driver = await addMember(t, admin, 'Driver');
    const reset = await t.as(clerk, {
      method: 'POST',
      url: `/users/${driver.userId}/password-reset`,
      payload: { new_password: 'temporary-secret-1' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await t.as(driver, { method: 'GET', url: '/users/me' })).statusCode).toBe(401);
    const again = await t.signIn(driver.email, 'temporary-secret-1');
    expect((await t.as(again, { method: 'GET', url: '/users/me' })).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('a role editor adds only permissions it holds; the change applies on the next request', async () => {
    const editor = await t.as(admin, {
      method: 'POST',
      url: '/roles',
      payload: {
        name: 'Role editor',
        permissions: await permissionIds(['roles:read', 'roles:update', 'payments:read', 'payments:process']),
      },
    });
    const member = await addMember(t, admin, 'user');
    expect((await setRoles(admin, member.userId, [await roleId(t, admin, 'user'), editor.json().id])).statusCode).toBe(
      200,
    );

    const userRole = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:user' })).json().data[0];
    const tooMuch = await t.as(member, {
      method: 'PUT',
      url: `/roles/${userRole.id}`,
      payload: { permissions: [...userRole.permissions, ...(await permissionIds(['account:top_up']))] },
    });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().message).toBe(GRANT_PERMISSION_MESSAGE);

    expect((await t.as(clerk, { method: 'POST', url: '/payments/process', payload: { ids: [] } })).statusCode).toBe(
      403,
    );
    const widened = await t.as(member, {
      method: 'PUT',
      url: `/roles/${userRole.id}`,
      payload: { permissions: [...userRole.permissions, ...(await permissionIds(['payments:process']))] },
    });
    expect(widened.statusCode).toBe(200);
    const pay = await t.as(clerk, { method: 'POST', url: '/payments/process', payload: { ids: [] } });
    expect(pay.statusCode).not.toBe(403);
  });
});

describe('admins', () => {
  it('cannot deactivate themselves', async () => {
    const response = await t.as(admin, { method: 'PUT', url: `/users/${admin.userId}`, payload: { is_active: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ is_active: SELF_DEACTIVATION_MESSAGE });
  });

  it('keep the last active admin: the role cannot be taken or the account deactivated', async () => {
    const other = await t.registerAccount('Lonely');
    expect((await setRoles(other, other.userId, [])).json()).toMatchObject({
      statusCode: 409,
      message: LAST_ADMIN_MESSAGE,
    });
    const link = (await t.as(other, { method: 'GET', url: `/user-roles?filter=user_id:${other.userId}` })).json()
      .data[0];
    expect((await t.as(other, { method: 'DELETE', url: `/user-roles/${link.id}` })).statusCode).toBe(409);

    // With a second admin the first may step down, and the second may not then deactivate the first... only the last.
    const second = await addMember(t, other, 'admin');
    expect((await setRoles(other, other.userId, [await roleId(t, other, 'user')])).statusCode).toBe(200);
    const deactivateSecond = await t.as(second, {
      method: 'PUT',
      url: `/users/${second.userId}`,
      payload: { is_active: false },
    });
    expect(deactivateSecond.statusCode).toBe(400);
    expect((await t.as(second, { method: 'GET', url: '/users/me' })).json().roles).toEqual(['admin']);
  });

  it('give a new person a role; that person signs in and works at once', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/users',
      payload: {
        username: 'wanjiru',
        first_name: 'Wanjiru',
        last_name: 'Mwangi',
        email: 'wanjiru@example.test',
        password: 'correct-horse-battery',
      },
    });
    const token = await t.signIn('wanjiru@example.test', 'correct-horse-battery');
    expect((await t.as(token, { method: 'GET', url: '/trips' })).statusCode).toBe(403);
    expect((await setRoles(admin, created.json().id, [await roleId(t, admin, 'user')])).statusCode).toBe(200);
    expect((await t.as(token, { method: 'GET', url: '/trips' })).statusCode).toBe(200);
    const users = (await t.as(admin, { method: 'GET', url: `/users?filter=id:${created.json().id}` })).json().data;
    expect(users[0].roles).toEqual([
      { id: await roleId(t, admin, 'user'), name: 'user', organization_id: admin.orgId },
    ]);
  });

  it('changing one’s own password ends the other sign-ins but not this one', async () => {
    const me = await t.registerAccount('Rotate');
    const elsewhere = await t.signIn(me.email, me.password);
    const change = await t.as(me, {
      method: 'POST',
      url: `/users/${me.userId}/password`,
      payload: { old_password: me.password, new_password: 'a-brand-new-secret' },
    });
    expect(change.statusCode).toBe(204);
    expect((await t.as(elsewhere, { method: 'GET', url: '/users/me' })).statusCode).toBe(401);
    expect((await t.as(me, { method: 'GET', url: '/users/me' })).statusCode).toBe(200);
  });
});

describe('an account in two organisations', () => {
  it('acts in each only as its roles there allow', async () => {
    const other = await t.registerAccount('Second');
    // admin of its own organisation, and a clerk in the first one
    await t.db.query('INSERT INTO user_organizations (user_id, organization_id) VALUES ($1, $2)', [
      other.userId,
      admin.orgId,
    ]);
    await t.db.query('INSERT INTO user_roles (organization_id, user_id, role_id) VALUES ($1, $2, $3)', [
      admin.orgId,
      other.userId,
      await roleId(t, admin, 'user'),
    ]);
    const there = await t.as(other, { method: 'GET', url: `/users?org_id=${admin.orgId}` });
    expect(there.statusCode).toBe(403);
    expect(there.json().message).toBe('You do not have permission to read users');
    const everywhere = (await t.as(other, { method: 'GET', url: '/users?limit=1000' })).json().data as Array<{
      organization_ids: string[];
    }>;
    expect(everywhere.every((u) => !u.organization_ids.includes(admin.orgId))).toBe(true);
    const topUp = await t.as(other, {
      method: 'POST',
      url: '/account-top-ups',
      payload: { organization_id: admin.orgId, amount: 1000, reference: 'X-1' },
    });
    expect(topUp.statusCode).toBe(403);
    expect(topUp.json().message).toBe('You do not have permission to top up account');
    expect((await t.as(other, { method: 'GET', url: `/trips?org_id=${admin.orgId}` })).statusCode).toBe(200);
  });
});

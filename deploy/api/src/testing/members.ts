import type { Account, TestApp } from './test-app';

let counter = 0;

/** The id of an organisation's role, by name ('user', 'QA/Collector', ...). */
export async function roleId(t: TestApp, admin: Account, name: string): Promise<string> {
  const response = await t.as(admin, {
    method: 'GET',
    url: `/roles?filter=name:${encodeURIComponent(name)}&org_id=${admin.orgId}`,
  });
  const role = response.json().data[0];
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

/**
 * A new person in the admin's organisation holding one role, signed in: what an admin does when
 * giving someone access (POST /user-roles with the new user).
 */
export async function addMember(t: TestApp, admin: Account, role: string): Promise<Account> {
  counter += 1;
  const email = `${role.toLowerCase().replace(/\W+/g, '.')}.${counter}.${admin.orgId.slice(0, 8)}@example.test`;
  const password = 'correct-horse-battery';
  const response = await t.as(admin, {
    method: 'POST',
    url: '/user-roles',
    payload: {
      organization_id: admin.orgId,
      role_id: await roleId(t, admin, role),
      user: { username: `member-${counter}`, first_name: role, last_name: `Member${counter}`, email, password },
    },
  });
  if (response.statusCode !== 201) throw new Error(`adding a ${role} failed: ${response.body}`);
  const userId = response.json().user_id as string;
  return { token: await t.signIn(email, password), userId, orgId: admin.orgId, email, password };
}

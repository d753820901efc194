import { expectStatus } from './dairy-fixture';
import type { Account, TestApp } from './test-app';

/**
 * An Extension Officer link in the account's organisation (the role is made the first time):
 * who an extension assignment or call log may name as its officer.
 */
export async function createOfficer(
  t: TestApp,
  account: Account,
  first: string,
  last: string,
  member: string,
): Promise<string> {
  const found = (await t.as(account, { method: 'GET', url: '/roles?filter=name:Extension Officer' })).json().data[0];
  const roleId: string =
    found?.id ??
    expectStatus(await t.as(account, { method: 'POST', url: '/roles', payload: { name: 'Extension Officer' } }), 201)
      .id;
  return expectStatus(
    await t.as(account, {
      method: 'POST',
      url: '/user-roles',
      payload: {
        role_id: roleId,
        member_id: member,
        user: {
          username: `${first}-${last}-${member}`,
          first_name: first,
          last_name: last,
          email: `${first}.${last}.${member}@example.test`.toLowerCase(),
          password: 'placeholder-1',
        },
      },
    }),
    201,
  ).id;
}

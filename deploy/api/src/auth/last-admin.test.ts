import { addMember, roleId } from '../testing/members';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LAST_ADMIN_MESSAGE } from './escalation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// On PostgreSQL (TEST_DATABASE_URL) the two requests really run at once: without the lock on the
// admin role each would count the other admin still there, and both would succeed.
describe('two admins removing each other at the same moment', () => {
  it.each([1, 2, 3, 4, 5])('leaves one of them admin (round %i)', async (round) => {
    const first = await t.registerAccount(`Pair ${round}`);
    const second = await addMember(t, first, 'admin');
    const user = await roleId(t, first, 'user');
    const [a, b] = await Promise.all([
      t.as(first, { method: 'PUT', url: `/users/${second.userId}/roles`, payload: { role_ids: [user] } }),
      t.as(second, { method: 'PUT', url: `/users/${first.userId}`, payload: { is_active: false } }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect([a, b].filter((r) => r.statusCode === 409).every((r) => r.json().message === LAST_ADMIN_MESSAGE)).toBe(true);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.name = 'admin'
         JOIN users u ON u.id = ur.user_id AND u.is_active WHERE ur.organization_id = $1 AND ur.status = 'active'`,
      [first.orgId],
    );
    expect(rows[0].n).toBe(1);
  });
});

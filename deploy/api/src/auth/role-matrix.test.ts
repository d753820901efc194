import { addMember } from '../testing/members';
import { readmeMatrix } from '../testing/readme-matrix';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { ALL_PERMISSIONS, permissionMessage, type PermissionName } from './permissions';

// What each built-in role may do, as the API README documents it; anything else must be 403.
const MATRIX: Record<string, readonly string[]> = { ...readmeMatrix(), Driver: [], Producer: [] };
const ROLES = Object.keys(MATRIX);
const PUBLIC_OPERATIONS = [
  'POST /token',
  'POST /register',
  'GET /healthz',
  'GET /readyz',
  // Africa's Talking's delivery reports: public, behind the secret token in their path.
  'POST /callbacks/africastalking/delivery-reports/{token}',
  // Safaricom's M-Pesa callbacks: each payout's URL carries its own secret (payments/mpesa).
  'POST /callbacks/b2c/result/{id}/{secret}',
  'POST /callbacks/b2c/status/{id}/{secret}',
  'POST /callbacks/b2c/timeout/{id}/{secret}',
];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

interface Operation {
  key: string;
  method: string;
  path: string;
  permission?: string;
  public: boolean;
}

let t: TestApp;
let admin: Account;
const members: Record<string, Account> = {};
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Gate');
  for (const role of ROLES) members[role] = await addMember(t, admin, role);
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  operations = Object.entries(
    doc.paths as Record<string, Record<string, { security?: unknown[]; 'x-permission'?: string }>>,
  ).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      permission: op['x-permission'],
      public: Array.isArray(op.security) && op.security.length === 0,
    })),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('declares a permission on every operation that needs a sign-in', () => {
    expect(operations.length).toBeGreaterThan(100);
    const undeclared = operations.filter((op) => !op.public && !op.permission).map((op) => op.key);
    expect(undeclared).toEqual([]);
    const unknown = operations.filter(
      (op) =>
        op.permission && op.permission !== 'signed-in' && !ALL_PERMISSIONS.includes(op.permission as PermissionName),
    );
    expect(unknown.map((op) => `${op.key} ${op.permission}`)).toEqual([]);
    expect(
      operations
        .filter((op) => op.public)
        .map((op) => op.key)
        .filter((key) => !PUBLIC_OPERATIONS.includes(key)),
    ).toEqual([]);
  });

  it('says in each description which permission and which built-in roles', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths['/payments/process'].post.description).toContain(
      'Requires permission `payments:process` (built-in roles holding it: admin).',
    );
    expect(doc.paths['/trips'].post.description).toContain('`trips:create` (built-in roles holding it: admin, user)');
    expect(doc.paths['/users/me'].get.description).toContain('Any signed-in account.');
  });
});

describe.each(ROLES)('a member with the %s role', (role) => {
  it('gets 403 for every operation outside the role, and passes the gate for those within', async () => {
    const member = members[role];
    const wrong: string[] = [];
    for (const op of operations) {
      if (op.public || op.permission === 'signed-in') continue;
      const url = op.path.replace(/\{id\}/g, SOME_ID);
      const response = await t.as(member, {
        method: op.method as 'GET',
        url,
        ...(op.method === 'POST' || op.method === 'PUT' ? { payload: {} } : {}),
      });
      const refused =
        response.statusCode === 403 && response.json().message === permissionMessage(op.permission as PermissionName);
      const allowed = MATRIX[role].includes(op.permission!);
      if (refused === allowed)
        wrong.push(`${op.key} (${op.permission}): ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads its own profile, with its permissions', async () => {
    const response = await t.as(members[role], { method: 'GET', url: '/users/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: [role] });
    expect([...response.json().permissions].sort()).toEqual([...MATRIX[role]].sort());
  });
});

it('a Driver may still change their own password and sign out', async () => {
  const driver = await addMember(t, admin, 'Driver');
  const change = await t.as(driver, {
    method: 'POST',
    url: `/users/${driver.userId}/password`,
    payload: { old_password: driver.password, new_password: 'another-long-secret' },
  });
  expect(change.statusCode).toBe(204);
  expect((await t.as(driver, { method: 'POST', url: '/logout' })).statusCode).toBe(204);
});

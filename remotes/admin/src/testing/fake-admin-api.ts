import { jsonResponse, type FakeHandler, recordingFakeApi, type RecordingFakeApi, serveList, type ListSpec } from '@maziwa/api-client/testing';
import type { Permission, Role, User, UserCreate } from '@maziwa/contracts';
import { testPermissions, testRoles, testUsers } from './fixtures';

export interface FakeAdminApiOptions {
  users?: User[];
  roles?: Role[];
  permissions?: Permission[];
}

export interface FakeAdminApi extends RecordingFakeApi {
  users(): User[];
  permissions(): Permission[];
}

/** As the API serves GET /users (deploy/api/src/resources/definitions/users.ts). */
const userSpec: ListSpec<User> = {
  search: (user) => [user.username, user.first_name, user.last_name, `${user.first_name} ${user.last_name}`, user.email, user.contact_info.phone, user.contact_info.address],
  sort: {
    username: (user) => user.username,
    first_name: (user) => user.first_name,
    last_name: (user) => user.last_name,
    email: (user) => user.email,
    'contact_info.phone': (user) => user.contact_info.phone,
    'contact_info.address': (user) => user.contact_info.address,
  },
  csv: {
    id: (user) => user.id,
    username: (user) => user.username,
    first_name: (user) => user.first_name,
    last_name: (user) => user.last_name,
    email: (user) => user.email,
    'contact_info.phone': (user) => user.contact_info.phone,
    'contact_info.address': (user) => user.contact_info.address,
  },
};

const roleSpec: ListSpec<Role> = {
  search: (role) => [role.name],
  sort: { name: (role) => role.name },
  csv: { id: (role) => role.id, name: (role) => role.name, permissions: (role) => (role.permissions ?? []).join('; ') },
};

const permissionSpec: ListSpec<Permission> = {
  search: (permission) => [permission.name, permission.description, permission.resource, permission.action],
  sort: {
    name: (permission) => permission.name,
    description: (permission) => permission.description,
    resource: (permission) => permission.resource,
    action: (permission) => permission.action,
  },
  csv: {
    id: (permission) => permission.id,
    name: (permission) => permission.name,
    description: (permission) => permission.description,
    resource: (permission) => permission.resource,
    action: (permission) => permission.action,
  },
};

const conflict = (field: string, problem: string) =>
  jsonResponse({ statusCode: 409, error: 'Conflict', message: `${field} ${problem}`, fields: { [field]: problem } }, 409);

/**
 * A small in-memory user-management API behind the fake fetch: users (list, create,
 * update), roles and permissions (list, create), served with the issue 3 list query;
 * duplicate emails and permission names answer 409 with the field, like the API.
 *
 * @example
 * const api = installFakeAdminApi();
 * afterEach(() => api.restore());
 */
export function installFakeAdminApi(options: FakeAdminApiOptions = {}): FakeAdminApi {
  const users = [...(options.users ?? testUsers)];
  const roles = options.roles ?? testRoles;
  const permissions = [...(options.permissions ?? testPermissions)];
  const { api, handle } = recordingFakeApi();
  let nextId = 1;

  const userRoutes = (id: string): Record<string, FakeHandler> =>
    handle(`PUT /users/${id}`, async (req) => {
      const body = (await req.json()) as Partial<User>;
      const index = users.findIndex((user) => user.id === id);
      if (body.email && users.some((user) => user.id !== id && user.email === body.email)) return conflict('email', 'is already registered');
      users[index] = { ...users[index], ...body, contact_info: { ...users[index].contact_info, ...body.contact_info } };
      return users[index];
    });

  api.on({
    'GET /users': (req) => serveList(users, req.query, userSpec),
    ...handle('POST /users', async (req) => {
      const { password: _password, ...body } = (await req.json()) as UserCreate;
      if (users.some((user) => user.email === body.email)) return conflict('email', 'is already registered');
      const user: User = { id: `user-new-${nextId++}`, contact_info: {}, is_active: true, status: 'active', ...body };
      users.unshift(user);
      api.on(userRoutes(user.id));
      return jsonResponse(user, 201);
    }),
    ...Object.assign({}, ...users.map((user) => userRoutes(user.id))),
    'GET /roles': (req) => serveList(roles, req.query, roleSpec),
    'GET /permissions': (req) => serveList(permissions, req.query, permissionSpec),
    ...handle('POST /permissions', async (req) => {
      const body = (await req.json()) as Omit<Permission, 'id'>;
      if (permissions.some((permission) => permission.name === body.name)) return conflict('name', 'is already used by another permission');
      const permission: Permission = { id: `perm-new-${nextId++}`, ...body, description: body.description ?? '' };
      permissions.unshift(permission);
      return jsonResponse(permission, 201);
    }),
  });

  return { ...api, users: () => users, permissions: () => permissions };
}

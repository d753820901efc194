import {
  createdUser,
  jsonResponse,
  type FakeHandler,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
  type ListSpec,
} from '@maziwa/api-client/testing';
import type { Permission, PermissionCreate, Role, RoleCreate, User, UserCreate } from '@maziwa/contracts';
import { TEST_ORG_ID, testPermissions, testRoles, testUsers } from './fixtures';

export interface FakeAdminApiOptions {
  users?: User[];
  roles?: Role[];
  permissions?: Permission[];
}

export interface FakeAdminApi extends RecordingFakeApi {
  users(): User[];
  roles(): Role[];
  permissions(): Permission[];
}

/** As the API serves GET /users (deploy/api/src/access/users.ts). */
const userSpec: ListSpec<User> = {
  search: (user) => [
    user.username,
    user.first_name,
    user.last_name,
    `${user.first_name} ${user.last_name}`,
    user.email,
    user.contact_info.phone,
    user.contact_info.address,
  ],
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
  search: (role) => [role.name, role.description],
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
  jsonResponse(
    { statusCode: 409, error: 'Conflict', message: `${field} ${problem}`, fields: { [field]: problem } },
    409,
  );
const badField = (field: string, problem: string) =>
  jsonResponse(
    { statusCode: 400, error: 'Bad Request', message: `${field} ${problem}`, fields: { [field]: problem } },
    400,
  );

// A few of the API's common passwords (deploy/api/src/auth/password-policy.ts).
const COMMON_PASSWORDS = new Set(['password123', '1234567890', 'maziwa2026']);

/**
 * A small in-memory user-management API behind the fake fetch: users (list, create,
 * update, roles, password reset), roles (list, create, change; admin refused like the API)
 * and permissions (list, create), served with the issue 3 list query; duplicate emails,
 * role and permission names answer 409 with the field, a common password 400, like the API.
 *
 * @example
 * const api = installFakeAdminApi();
 * afterEach(() => api.restore());
 */
export function installFakeAdminApi(options: FakeAdminApiOptions = {}): FakeAdminApi {
  const users = [...(options.users ?? testUsers)];
  const roles = [...(options.roles ?? testRoles)];
  const permissions = [...(options.permissions ?? testPermissions)];
  const { api, handle } = recordingFakeApi();
  let nextId = 1;

  const userRoutes = (id: string): Record<string, FakeHandler> => ({
    ...handle(`PUT /users/${id}`, async (req) => {
      const body = (await req.json()) as Partial<User>;
      const index = users.findIndex((user) => user.id === id);
      if (body.email && users.some((user) => user.id !== id && user.email === body.email))
        return conflict('email', 'is already registered');
      users[index] = { ...users[index], ...body, contact_info: { ...users[index].contact_info, ...body.contact_info } };
      return users[index];
    }),
    // Roles in the organisation sent replace those held there; the others stay.
    ...handle(`PUT /users/${id}/roles`, async (req) => {
      const body = (await req.json()) as { role_ids: string[]; organization_id: string };
      const index = users.findIndex((user) => user.id === id);
      const chosen = body.role_ids.map((roleId) => roles.find((role) => role.id === roleId));
      if (chosen.some((role) => role?.organization_id !== body.organization_id))
        return badField('role_ids', 'contains a role that is not of this organisation');
      const elsewhere = (users[index].roles ?? []).filter((role) => role.organization_id !== body.organization_id);
      users[index] = {
        ...users[index],
        roles: [
          ...elsewhere,
          ...chosen.map((role) => ({ id: role!.id, name: role!.name, organization_id: body.organization_id })),
        ],
      };
      return users[index];
    }),
    ...handle(`POST /users/${id}/password-reset`, async (req) => {
      const { new_password } = (await req.json()) as { new_password: string };
      if (COMMON_PASSWORDS.has(new_password.toLowerCase()))
        return badField('new_password', 'is one of the most common passwords; choose one that is harder to guess');
      return undefined;
    }),
  });

  const roleRoutes = (id: string): Record<string, FakeHandler> =>
    handle(`PUT /roles/${id}`, async (req) => {
      const body = (await req.json()) as Partial<Role>;
      const index = roles.findIndex((role) => role.id === id);
      if (roles[index].name === 'admin')
        return jsonResponse(
          {
            statusCode: 403,
            error: 'Forbidden',
            message: 'The admin role holds every permission and cannot be changed',
          },
          403,
        );
      roles[index] = { ...roles[index], ...body };
      return roles[index];
    });

  api.on({
    'GET /users': (req) => serveList(users, req.query, userSpec),
    ...handle('POST /users', async (req) => {
      const body = (await req.json()) as UserCreate;
      if (users.some((user) => user.email === body.email)) return conflict('email', 'is already registered');
      const user = createdUser(`user-new-${nextId++}`, body);
      users.unshift(user);
      api.on(userRoutes(user.id));
      return jsonResponse(user, 201);
    }),
    ...Object.assign({}, ...users.map((user) => userRoutes(user.id))),
    'GET /roles': (req) => serveList(roles, req.query, roleSpec),
    ...handle('POST /roles', async (req) => {
      const body = (await req.json()) as RoleCreate;
      if (roles.some((role) => role.name === body.name)) return conflict('name', 'is already used by another role');
      const role: Role = {
        id: `role-new-${nextId++}`,
        description: '',
        organization_id: TEST_ORG_ID,
        ...body,
        permissions: body.permissions ?? [],
      };
      roles.push(role);
      api.on(roleRoutes(role.id));
      return jsonResponse(role, 201);
    }),
    ...Object.assign({}, ...roles.map((role) => roleRoutes(role.id))),
    'GET /permissions': (req) => serveList(permissions, req.query, permissionSpec),
    ...handle('POST /permissions', async (req) => {
      const body = (await req.json()) as PermissionCreate;
      if (permissions.some((permission) => permission.name === body.name))
        return conflict('name', 'is already used by another permission');
      const permission: Permission = {
        id: `perm-new-${nextId++}`,
        organization_id: TEST_ORG_ID,
        ...body,
        description: body.description ?? '',
      };
      permissions.unshift(permission);
      return jsonResponse(permission, 201);
    }),
  });

  return { ...api, users: () => users, roles: () => roles, permissions: () => permissions };
}

import type { DriverReportRow, Page, Role, Route, User, UserCreate, UserRole, UserRoleCreate } from '@maziwa/contracts';
import { installFakeApi, jsonResponse, type FakeApi, type FakeHandler, type FakeRequest } from '@maziwa/api-client/testing';
import { driverRole, driverRows, testRoutes } from './fixtures';

export interface FakeLogisticsApiOptions {
  drivers?: DriverReportRow[];
  roles?: Role[];
  routes?: Route[];
}

export interface FakeLogisticsApi {
  /** Adds or replaces handlers, e.g. `{ 'GET /reports/driver-management': () => jsonResponse({}, 500) }`. */
  on: FakeApi['on'];
  /** Every request so far, as "METHOD /path". */
  calls: string[];
  /** JSON bodies sent to one route ("POST /users"), oldest first. */
  bodies<T = unknown>(key: string): T[];
  /** The driver report as the fake holds it now, newest first. */
  drivers(): DriverReportRow[];
  /** Users the fake holds (created by POST /users and not deleted). */
  users(): User[];
  restore(): void;
}

const page = <T>(data: T[], query: URLSearchParams): Page<T> => {
  const limit = Number(query.get('limit') ?? 50);
  const offset = Number(query.get('offset') ?? 0);
  return { data: data.slice(offset, offset + limit), total: data.length, limit, offset };
};

const conflict = (message: string, field: string) =>
  jsonResponse({ statusCode: 409, error: 'Conflict', message, fields: { [field]: message } }, 409);

/**
 * A small in-memory logistics API behind the fake fetch: the driver report, roles, routes,
 * user creation and user-role links behave like the real service (ids, 409 conflicts,
 * newest first), so a test can save a driver and then see it in the list.
 *
 * @example
 * const api = installFakeLogisticsApi();
 * afterEach(() => api.restore());
 * expect(api.bodies('POST /users')[0]).toMatchObject({ username: 'Jane-Doe' });
 */
export function installFakeLogisticsApi(options: FakeLogisticsApiOptions = {}): FakeLogisticsApi {
  let rows = [...(options.drivers ?? driverRows)];
  const roles = options.roles ?? [driverRole];
  const routes = options.routes ?? testRoutes;
  const users: User[] = [];
  const links: UserRole[] = [];
  const sent = new Map<string, unknown[]>();
  let nextId = 1;

  const fake = installFakeApi();

  // Records the JSON body of each write before the handler answers.
  const recorded = (key: string, handler: FakeHandler): Record<string, FakeHandler> => ({
    [key]: async (req: FakeRequest) => {
      const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : await req.json();
      sent.set(key, [...(sent.get(key) ?? []), body]);
      return handler(req);
    },
  });

  const linkRoutes = (linkId: string): Record<string, FakeHandler> => ({
    ...recorded(`PUT /user-roles/${linkId}`, async (req) => {
      const { status } = (await req.json()) as Pick<UserRole, 'status'>;
      rows = rows.map((row) => (row.id === linkId ? { ...row, status } : row));
      return { ...links.find((link) => link.id === linkId), id: linkId, status };
    }),
    ...recorded(`DELETE /user-roles/${linkId}`, () => {
      rows = rows.filter((row) => row.id !== linkId);
      return undefined;
    }),
  });

  const createUser: FakeHandler = async (req) => {
    const body = (await req.json()) as UserCreate;
    if (users.some((user) => user.email === body.email)) return conflict('A user with this email already exists', 'email');
    const { password: _password, ...rest } = body;
    const user: User = { id: `user-new-${nextId++}`, contact_info: {}, is_active: true, status: 'active', ...rest };
    users.push(user);
    fake.on(
      recorded(`DELETE /users/${user.id}`, () => {
        users.splice(users.indexOf(user), 1);
        return undefined;
      }),
    );
    return jsonResponse(user, 201);
  };

  const createLink: FakeHandler = async (req) => {
    const body = (await req.json()) as UserRoleCreate;
    if (rows.some((row) => row.driver_id === body.member_id)) return conflict('Member ID already exists', 'member_id');
    const user = users.find((candidate) => candidate.id === body.user_id);
    const link: UserRole = { id: `link-new-${nextId++}`, ...body };
    links.push(link);
    rows = [
      {
        id: link.id,
        user_id: body.user_id,
        driver_name: user ? `${user.first_name} ${user.last_name}` : body.user_id,
        driver_id: body.member_id,
        contact_information: user?.contact_info.phone ?? '',
        status: body.status,
      },
      ...rows,
    ];
    fake.on(linkRoutes(link.id));
    return jsonResponse(link, 201);
  };

  fake.on({
    'GET /reports/driver-management': (req) => page(rows, req.query),
    'GET /roles': (req) => {
      const [field, value] = (req.query.get('filter') ?? '').split(':');
      return page(field === 'name' ? roles.filter((role) => role.name === value) : roles, req.query);
    },
    'GET /routes': (req) => page(routes, req.query),
    ...recorded('POST /users', createUser),
    ...recorded('POST /user-roles', createLink),
    ...Object.assign({}, ...rows.map((row) => linkRoutes(row.id))),
  });

  return {
    on: (more) => fake.on(more),
    calls: fake.calls,
    bodies: <T,>(key: string) => (sent.get(key) ?? []) as T[],
    drivers: () => rows,
    users: () => users,
    restore: () => fake.restore(),
  };
}

import type {
  DriverReportRow,
  Id,
  Location,
  Page,
  PersonProfile,
  Role,
  Route,
  StoredFile,
  User,
  UserCreate,
  UserRole,
  UserRoleCreate,
  UserRoleUpdate,
} from '@maziwa/contracts';
import {
  createdUser,
  type FakeHandler,
  fields,
  jsonResponse,
  type ListSpec,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
} from '@maziwa/api-client/testing';
import { fakeNetworkApi, type NetworkData } from './fake-network-api';
import { driverFiles, driverProfiles, driverRole, driverRows, TEST_ORG_ID, type FakeFile } from './fixtures';
import { networkRoutes } from './network-fixtures';

export interface FakeLogisticsApiOptions extends NetworkData {
  drivers?: DriverReportRow[];
  /** Routes each driver's link is assigned to (route_ids), by link id. Default: Brian Mwangi on Kiambu North. */
  driverRoutes?: Record<Id, Id[]>;
  /** Profiles of the drivers' links, by link id. */
  profiles?: Record<Id, PersonProfile>;
  /** Files already uploaded. */
  files?: FakeFile[];
  roles?: Role[];
  routes?: Route[];
}

/** What POST /files received, as the fake records it. */
export interface SentFile {
  name: string;
  type: string;
  size: number;
}

/** The recording fake (bodies: for POST /files, the file part as SentFile) and what it holds. */
export interface FakeLogisticsApi extends RecordingFakeApi {
  /** The driver report as the fake holds it now, newest first. */
  drivers(): DriverReportRow[];
  /** Users the fake holds (created by POST /users and not deleted). */
  users(): User[];
  /** Files the fake holds (uploaded and not deleted). */
  files(): StoredFile[];
  /** Routes as the fake holds them now. */
  routes(): Route[];
  /** Locations as the fake holds them now. */
  locations(): Location[];
  /** Driver links as the fake holds them now (route_ids, status...). */
  links(): UserRole[];
}

const page = <T>(data: T[], query: URLSearchParams): Page<T> => {
  const limit = Number(query.get('limit') ?? 50);
  const offset = Number(query.get('offset') ?? 0);
  return { data: data.slice(offset, offset + limit), total: data.length, limit, offset };
};

/** As the API serves GET /reports/driver-management (deploy/api/src/reports/driver-management.ts). */
const driverReportSpec: ListSpec<DriverReportRow> = {
  search: (row) => [row.driver_name, row.driver_id, row.contact_information],
  sort: fields<DriverReportRow>('driver_name', 'driver_id', 'contact_information', 'status'),
  status: (row) => row.status,
  csv: fields<DriverReportRow>('driver_name', 'driver_id', 'contact_information', 'status'),
};

const conflict = (message: string, field: string) =>
  jsonResponse({ statusCode: 409, error: 'Conflict', message, fields: { [field]: message } }, 409);

const linkOf = (row: DriverReportRow, profile: PersonProfile = {}): UserRole => ({
  id: row.id,
  organization_id: TEST_ORG_ID,
  user_id: row.user_id,
  role_id: driverRole.id,
  // The report writes '' for a link without a member id; the link itself says null.
  member_id: row.driver_id || null,
  status: row.status,
  location_ids: [],
  route_ids: [],
  available: true,
  profile,
  created_at: '2025-01-02T08:00:00.000Z',
});

/**
 * A small in-memory logistics API behind the fake fetch: the driver report, roles, routes,
 * file uploads, user creation and user-role links behave like the real service (ids, 409
 * conflicts, newest first), so a test can save a driver and then see it in the list.
 *
 * @example
 * const api = installFakeLogisticsApi();
 * afterEach(() => api.restore());
 * expect(api.bodies('POST /users')[0]).toMatchObject({ username: 'Jane-Doe' });
 */
export function installFakeLogisticsApi(options: FakeLogisticsApiOptions = {}): FakeLogisticsApi {
  let rows = [...(options.drivers ?? driverRows)];
  const profiles = options.profiles ?? driverProfiles;
  const roles = options.roles ?? [driverRole];
  const routes = options.routes ?? networkRoutes;
  const users: User[] = [];
  const driverRoutes = options.driverRoutes ?? { 'link-2': ['route-kiambu'] };
  const links: UserRole[] = rows.map((row) => ({
    ...linkOf(row, profiles[row.id]),
    route_ids: driverRoutes[row.id] ?? [],
  }));
  const files: FakeFile[] = [...(options.files ?? driverFiles)];
  let nextId = 1;

  // `recorded` keeps the JSON body of each write before the handler answers.
  const { api: fake, handle: recorded, record } = recordingFakeApi();

  const linkRoutes = (linkId: string): Record<string, FakeHandler> => ({
    [`GET /user-roles/${linkId}`]: (req) => {
      const link = links.find((candidate) => candidate.id === linkId);
      if (!link) return jsonResponse({ message: 'User role not found' }, 404);
      return req.query.get('populate')?.includes('user')
        ? driverLinks().find((candidate) => candidate.id === linkId)
        : link;
    },
    ...recorded(`PUT /user-roles/${linkId}`, async (req) => {
      const { user: person, ...body } = (await req.json()) as UserRoleUpdate;
      const index = links.findIndex((link) => link.id === linkId);
      if (body.member_id && rows.some((row) => row.id !== linkId && row.driver_id === body.member_id)) {
        return conflict('is already used in this organisation', 'member_id');
      }
      if (person?.email && users.some((user) => user.id !== links[index].user_id && user.email === person.email)) {
        return conflict('is already registered', 'user.email');
      }
      // As the API stores a profile: keys sent as null are removed.
      const profile = Object.fromEntries(
        Object.entries({ ...links[index].profile, ...body.profile }).filter(([, value]) => value !== null),
      ) as PersonProfile;
      links[index] = { ...links[index], ...(body as Partial<UserRole>), profile };
      if (person) {
        const current = driverLinks()[index].user;
        const user: User = { ...current, ...person, contact_info: { ...current.contact_info, ...person.contact_info } };
        users.splice(0, users.length, ...users.filter((candidate) => candidate.id !== user.id), user);
      }
      const user = driverLinks()[index].user;
      rows = rows.map((row) =>
        row.id === linkId
          ? {
              ...row,
              status: links[index].status,
              driver_id: links[index].member_id ?? '',
              driver_name: `${user.first_name} ${user.last_name}`,
              contact_information: user.contact_info.phone ?? row.contact_information,
            }
          : row,
      );
      return links[index];
    }),
    ...recorded(`DELETE /user-roles/${linkId}`, () => {
      rows = rows.filter((row) => row.id !== linkId);
      links.splice(
        links.findIndex((link) => link.id === linkId),
        1,
      );
      return undefined;
    }),
  });

  const fileRoutes = (file: FakeFile): Record<string, FakeHandler> => ({
    [`GET /files/${file.stored.id}`]: () =>
      files.includes(file)
        ? new Response(file.bytes.slice(), { headers: { 'content-type': file.stored.content_type } })
        : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'File not found' }, 404),
    ...recorded(`DELETE /files/${file.stored.id}`, () => {
      files.splice(files.indexOf(file), 1);
      return undefined;
    }),
  });

  const uploadFile: FakeHandler = async (req) => {
    const part = (await req.formData()).get('file');
    // Node's File (what fetch parsed), not jsdom's: no instanceof across the two.
    if (!part || typeof part === 'string') {
      return jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: 'file is required', fields: { file: 'is required' } },
        400,
      );
    }
    const name = part.name;
    record('POST /files', { name, type: part.type, size: part.size } satisfies SentFile);
    const file: FakeFile = {
      stored: {
        id: `file-new-${nextId++}`,
        name,
        content_type: part.type as StoredFile['content_type'],
        size: part.size,
        created_at: new Date().toISOString(),
      },
      bytes: new Uint8Array(await part.arrayBuffer()),
    };
    files.push(file);
    fake.on(fileRoutes(file));
    return jsonResponse(file.stored, 201);
  };

  const addUser = (body: Omit<UserCreate, 'organization_ids'>): User => {
    const user = createdUser(`user-new-${nextId++}`, body);
    users.push(user);
    return user;
  };

  const createUser: FakeHandler = async (req) => {
    const body = (await req.json()) as UserCreate;
    if (users.some((user) => user.email === body.email))
      return conflict('A user with this email already exists', 'email');
    const user = addUser(body);
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
    const { user: nested, profile, ...fields } = body;
    // With `user`, the person is created with the link in one go (nothing left on a refusal).
    if (nested && users.some((candidate) => candidate.email === nested.email))
      return conflict('is already registered', 'user.email');
    const user = nested ? addUser(nested) : users.find((candidate) => candidate.id === body.user_id);
    if (user) fields.user_id = user.id;
    // As the API stores it: its defaults, and a profile without the keys sent as null.
    const link: UserRole = {
      id: `link-new-${nextId++}`,
      organization_id: TEST_ORG_ID,
      user_id: '',
      status: 'active',
      location_ids: [],
      route_ids: [],
      available: true,
      ...fields,
      member_id: fields.member_id ?? null,
      profile: Object.fromEntries(Object.entries(profile ?? {}).filter(([, value]) => value !== null)),
      created_at: new Date().toISOString(),
    };
    links.push(link);
    rows = [
      {
        id: link.id,
        user_id: link.user_id,
        organization_id: link.organization_id,
        driver_name: user ? `${user.first_name} ${user.last_name}` : link.user_id,
        // As the API's report: '' for a link without a member id.
        driver_id: link.member_id ?? '',
        contact_information: user?.contact_info.phone ?? '',
        status: link.status,
      },
      ...rows,
    ];
    fake.on(linkRoutes(link.id));
    return jsonResponse(link, 201);
  };

  fake.on({
    'GET /reports/driver-management': (req) => serveList(rows, req.query, driverReportSpec),
    'GET /roles': (req) => {
      const [field, value] = (req.query.get('filter') ?? '').split(':');
      return page(field === 'name' ? roles.filter((role) => role.name === value) : roles, req.query);
    },
    'POST /files': uploadFile,
    ...recorded('POST /users', createUser),
    ...recorded('POST /user-roles', createLink),
    ...Object.assign({}, ...rows.map((row) => linkRoutes(row.id)), ...files.map(fileRoutes)),
  });

  // A driver link with the user its report row names (the fake keeps no separate users).
  const driverLinks = () =>
    links.map((link) => {
      const row = rows.find((candidate) => candidate.id === link.id);
      const created = users.find((user) => user.id === link.user_id);
      const [first_name = '', last_name = ''] = (row?.driver_name ?? '').split(' ');
      const user: User = created ?? {
        id: link.user_id,
        username: `${first_name}-${last_name}`,
        first_name,
        last_name,
        email: `${link.user_id}@maziwa.test`,
        contact_info: row?.contact_information ? { phone: row.contact_information } : {},
        organization_ids: [TEST_ORG_ID],
        is_active: true,
        status: 'active',
        avatarUrl: null,
        roles: [],
        created_at: '2025-01-02T08:00:00.000Z',
      };
      return { ...link, user };
    });
  const network = fakeNetworkApi({ routes, ...options }, { driverLinks, record });
  fake.on(network.handlers);

  return {
    ...fake,
    drivers: () => rows,
    users: () => users,
    files: () => files.map((file) => file.stored),
    routes: network.routes,
    locations: network.locations,
    links: () => links,
  };
}

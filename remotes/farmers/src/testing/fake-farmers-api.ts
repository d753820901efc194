import {
  buildPersonLink,
  type FakeHandler,
  fields,
  jsonResponse,
  type ListSpec,
  type PersonLink,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
} from '@maziwa/api-client/testing';
import type {
  FarmerProfileRow,
  Location,
  Page,
  PersonProfile,
  Role,
  Route,
  StoredFile,
  UserCreate,
  UserRoleCreate,
  UserRoleUpdate,
} from '@maziwa/contracts';
import { farmerCentres, farmerRoutes, farmerRows, producerRole, TEST_ORG_ID } from './fixtures';

export interface FakeFarmersApiOptions {
  farmers?: FarmerProfileRow[];
  roles?: Role[];
  /** Stored details of the fixture farmers' links (profile, routes, centres), by link id. */
  links?: Record<string, Partial<PersonLink>>;
}

/** What POST /user-roles receives when it creates the person too. */
export type FarmerLinkBody = Omit<UserRoleCreate, 'user_id'> & { user: Omit<UserCreate, 'organization_ids'> };

/** The recording fake (bodies of "POST /user-roles", queries, hold...) and the farmers it holds. */
export interface FakeFarmersApi extends RecordingFakeApi {
  /** The farmer report as the fake holds it now. */
  farmers(): FarmerProfileRow[];
  /** The Producer links as the fake holds them now, each with its person. */
  links(): PersonLink[];
  /** Ids of the files the fake holds (uploaded and not deleted). */
  files(): string[];
}

/** As the API serves GET /reports/farmers-profile (deploy/api/src/reports/farmers-profile.ts). */
const farmerReportSpec: ListSpec<FarmerProfileRow> = {
  search: (row) => [row.member_number, row.farmer_name],
  sort: fields<FarmerProfileRow>(
    'member_number',
    'farmer_name',
    'date_of_last_collection',
    'quantity_supplied',
    'average_quality_score',
    'payment_status',
  ),
  status: (row) => row.payment_status ?? '',
  csv: fields<FarmerProfileRow>(
    'member_number',
    'farmer_name',
    'date_of_last_collection',
    'quantity_supplied',
    'average_quality_score',
    'payment_status',
  ),
};

const conflict = (field: string, problem: string) =>
  jsonResponse(
    { statusCode: 409, error: 'Conflict', message: `${field} ${problem}`, fields: { [field]: problem } },
    409,
  );
const page = <T>(data: T[]): Page<T> => ({ data, total: data.length, limit: 100, offset: 0 });

/** The link of a report row, as the fixtures know the farmer. */
function linkOfRow(row: FarmerProfileRow, stored: Partial<PersonLink> = {}): PersonLink {
  const [first_name = '', ...rest] = row.farmer_name.split(' ');
  const userId = row.id.replace(/^link-/, 'user-');
  const link = buildPersonLink(row.id, producerRole.id, row.member_number, {
    id: userId,
    first_name,
    last_name: rest.join(' '),
    phone: '0712000000',
  });
  return { ...link, ...stored, user: { ...link.user, email: `${row.id}@farmers.maziwa.test`, ...stored.user } };
}

/**
 * A small in-memory farmers API behind the fake fetch: the farmer report, roles, routes and
 * centres, photo uploads, and the Producer links: POST /user-roles creating the person with
 * the link in one go, GET and PUT /user-roles/{id} (person and link together), with the API's
 * 409s for a taken e-mail (`user.email`) or member number.
 *
 * @example
 * const api = installFakeFarmersApi();
 * afterEach(() => api.restore());
 */
export function installFakeFarmersApi(options: FakeFarmersApiOptions = {}): FakeFarmersApi {
  let rows = [...(options.farmers ?? farmerRows)];
  const roles = options.roles ?? [producerRole];
  const links: PersonLink[] = rows.map((row) => linkOfRow(row, options.links?.[row.id]));
  const emails = new Set<string>(['taken@maziwa.test', ...links.map((link) => link.user.email)]);
  const files = new Set<string>(['file-photo-f1']);
  let nextId = 1;

  const { api, handle: recorded, record } = recordingFakeApi();

  const populated = (link: PersonLink, populate: string | null) => {
    const wants = (name: string) => populate?.split(',').includes(name);
    return {
      ...link,
      user: wants('user') ? link.user : undefined,
      routes: wants('routes') ? farmerRoutes.filter((route) => link.route_ids.includes(route.id)) : undefined,
      locations: wants('locations')
        ? farmerCentres.filter((centre) => link.location_ids.includes(centre.id))
        : undefined,
    };
  };
  const reportRowOf = (link: PersonLink, before?: FarmerProfileRow): FarmerProfileRow => ({
    date_of_last_collection: null,
    quantity_supplied: 0,
    average_quality_score: null,
    payment_status: null,
    ...before,
    id: link.id,
    member_number: link.member_id ?? '',
    farmer_name: `${link.user.first_name} ${link.user.last_name}`.trim(),
  });
  // As the API stores a profile: nulls and blanks left out.
  const stored = (profile: object = {}) =>
    Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== null && value !== '')) as PersonProfile;

  const createLink: FakeHandler = async (req) => {
    const body = (await req.json()) as FarmerLinkBody;
    record('POST /user-roles', body);
    if (!roles.some((role) => role.id === body.role_id)) {
      return jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'role_id is not a role of this organisation',
          fields: { role_id: 'is not a role of this organisation' },
        },
        400,
      );
    }
    if (emails.has(body.user.email.toLowerCase())) return conflict('user.email', 'is already registered');
    if (links.some((link) => link.member_id === body.member_id))
      return conflict('member_id', 'is already used in this organisation');
    emails.add(body.user.email.toLowerCase());
    const id = `link-new-${nextId++}`;
    const { user, ...fields } = body;
    const link: PersonLink = {
      ...buildPersonLink(id, body.role_id, body.member_id ?? '', {
        id: `user-${id}`,
        first_name: user.first_name ?? '',
        last_name: user.last_name ?? '',
      }),
      ...fields,
      id,
      organization_id: TEST_ORG_ID,
      member_id: body.member_id ?? null,
      status: body.status ?? 'active',
      profile: stored(body.profile),
    };
    link.user = { ...link.user, email: user.email, username: user.username, contact_info: user.contact_info ?? {} };
    links.push(link);
    rows = [...rows, reportRowOf(link)];
    api.on(linkRoutes(id));
    const { user: _user, ...answer } = link;
    return jsonResponse(answer, 201);
  };

  const linkRoutes = (id: string): Record<string, FakeHandler> => ({
    [`GET /user-roles/${id}`]: (req) => {
      const link = links.find((candidate) => candidate.id === id);
      return link
        ? populated(link, req.query.get('populate'))
        : jsonResponse({ statusCode: 404, message: 'User role not found' }, 404);
    },
    ...recorded(`PUT /user-roles/${id}`, async (req) => {
      const { user: person, profile, ...body } = (await req.json()) as UserRoleUpdate;
      const index = links.findIndex((candidate) => candidate.id === id);
      const link = links[index];
      if (
        person?.email &&
        person.email.toLowerCase() !== link.user.email.toLowerCase() &&
        emails.has(person.email.toLowerCase())
      ) {
        return conflict('user.email', 'is already registered');
      }
      if (body.member_id && links.some((other) => other.id !== id && other.member_id === body.member_id)) {
        return conflict('member_id', 'is already used in this organisation');
      }
      if (person?.email) emails.add(person.email.toLowerCase());
      const user = person
        ? { ...link.user, ...person, contact_info: { ...link.user.contact_info, ...person.contact_info } }
        : link.user;
      links[index] = { ...link, ...body, profile: stored({ ...link.profile, ...profile }), user } as PersonLink;
      rows = rows.map((row) => (row.id === id ? reportRowOf(links[index], row) : row));
      return populated(links[index], null);
    }),
  });

  const upload: FakeHandler = async (req) => {
    const part = (await req.formData()).get('file') as File;
    record('POST /files', { name: part.name, type: part.type });
    const id = `file-new-${nextId++}`;
    files.add(id);
    api.on(
      recorded(`DELETE /files/${id}`, () => {
        files.delete(id);
        return undefined;
      }),
    );
    return jsonResponse(
      {
        id,
        name: part.name,
        content_type: part.type as StoredFile['content_type'],
        size: part.size,
        created_at: '2026-03-01T08:00:00.000Z',
      } satisfies StoredFile,
      201,
    );
  };

  api.on({
    'GET /reports/farmers-profile': (req) => serveList(rows, req.query, farmerReportSpec),
    'GET /roles': (req) => {
      const [field, value] = (req.query.get('filter') ?? '').split(':');
      const data = field === 'name' ? roles.filter((role) => role.name === value) : roles;
      return { data, total: data.length, limit: 100, offset: 0 } satisfies Page<Role>;
    },
    'GET /routes': () => page<Route>(farmerRoutes),
    'GET /locations': () => page<Location>(farmerCentres),
    'GET /collections': () => page([]),
    'GET /payments': () => page([]),
    'GET /files/file-photo-f1': () =>
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    ...recorded('DELETE /files/file-photo-f1', () => {
      files.delete('file-photo-f1');
      return undefined;
    }),
    'POST /files': upload,
    'POST /user-roles': createLink,
    ...Object.assign({}, ...links.map((link) => linkRoutes(link.id))),
  });

  return { ...api, farmers: () => rows, links: () => links, files: () => [...files] };
}

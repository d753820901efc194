import { installFakeApi, jsonResponse, type FakeApi, type FakeHandler } from '@maziwa/api-client/testing';
import type { FarmerProfileRow, Page, Role, UserCreate, UserRoleCreate } from '@maziwa/contracts';
import { farmerRows, producerRole, TEST_ORG_ID } from './fixtures';
import { serveList, type ListSpec } from '@maziwa/api-client/testing';

export interface FakeFarmersApiOptions {
  farmers?: FarmerProfileRow[];
  roles?: Role[];
}

/** What POST /user-roles receives when it creates the person too. */
export type FarmerLinkBody = Omit<UserRoleCreate, 'user_id'> & { user: Omit<UserCreate, 'organization_ids'> };

export interface FakeFarmersApi {
  /** Adds or replaces handlers, e.g. `{ 'GET /reports/farmers-profile': () => jsonResponse({}, 500) }`. */
  on: FakeApi['on'];
  /** Every request so far, as "METHOD /path". */
  calls: string[];
  /** Query strings sent to one route ("GET /reports/farmers-profile"), oldest first. */
  queries: FakeApi['queries'];
  /** Holds the answers of one route until the returned function is called. */
  hold(key: string): () => void;
  /** JSON bodies sent to one route ("POST /user-roles"), oldest first. */
  bodies<T = unknown>(key: string): T[];
  /** The farmer report as the fake holds it now. */
  farmers(): FarmerProfileRow[];
  restore(): void;
}

/** As the API serves GET /reports/farmers-profile (deploy/api/src/reports/farmers-profile.ts). */
const farmerReportSpec: ListSpec<FarmerProfileRow> = {
  search: (row) => [row.member_number, row.farmer_name],
  sort: {
    member_number: (row) => row.member_number,
    farmer_name: (row) => row.farmer_name,
    date_of_last_collection: (row) => row.date_of_last_collection,
    quantity_supplied: (row) => row.quantity_supplied,
    average_quality_score: (row) => row.average_quality_score,
    payment_status: (row) => row.payment_status,
  },
  status: (row) => row.payment_status ?? '',
  csv: {
    member_number: (row) => row.member_number,
    farmer_name: (row) => row.farmer_name,
    date_of_last_collection: (row) => row.date_of_last_collection,
    quantity_supplied: (row) => row.quantity_supplied,
    average_quality_score: (row) => row.average_quality_score,
    payment_status: (row) => row.payment_status,
  },
};

const conflict = (field: string, problem: string) =>
  jsonResponse({ statusCode: 409, error: 'Conflict', message: `${field} ${problem}`, fields: { [field]: problem } }, 409);

/**
 * A small in-memory farmers API behind the fake fetch: the farmer report (the issue 3 list
 * query), roles, and POST /user-roles creating the person with the link in one go, with
 * the API's 409s for a taken email or member number.
 *
 * @example
 * const api = installFakeFarmersApi();
 * afterEach(() => api.restore());
 */
export function installFakeFarmersApi(options: FakeFarmersApiOptions = {}): FakeFarmersApi {
  let rows = [...(options.farmers ?? farmerRows)];
  const roles = options.roles ?? [producerRole];
  const emails = new Set<string>(['taken@maziwa.test']);
  const sent = new Map<string, unknown[]>();
  let nextId = 1;

  const fake = installFakeApi();
  const record = (key: string, body: unknown) => sent.set(key, [...(sent.get(key) ?? []), body]);

  const createLink: FakeHandler = async (req) => {
    const body = (await req.json()) as FarmerLinkBody;
    record('POST /user-roles', body);
    if (!roles.some((role) => role.id === body.role_id)) {
      return jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'role_id is not a role of this organisation', fields: { role_id: 'is not a role of this organisation' } }, 400);
    }
    if (emails.has(body.user.email.toLowerCase())) return conflict('email', 'is already registered');
    if (rows.some((row) => row.member_number === body.member_id)) return conflict('member_id', 'is already used in this organisation');
    emails.add(body.user.email.toLowerCase());
    const id = `link-new-${nextId++}`;
    rows = [
      ...rows,
      {
        id,
        member_number: body.member_id ?? '',
        farmer_name: `${body.user.first_name} ${body.user.last_name}`.trim(),
        date_of_last_collection: null,
        quantity_supplied: 0,
        average_quality_score: null,
        payment_status: null,
      },
    ];
    const { user: _user, ...link } = body;
    return jsonResponse({ id, ...link, organization_id: TEST_ORG_ID, user_id: `user-new-${id}`, profile: {} }, 201);
  };

  // Kept here too, so `hold` can wrap what a route answers now.
  const handlers = new Map<string, FakeHandler>();
  const on = (more: Record<string, FakeHandler>) => {
    Object.entries(more).forEach(([key, handler]) => handlers.set(key, handler));
    fake.on(more);
  };

  on({
    'GET /reports/farmers-profile': (req) => serveList(rows, req.query, farmerReportSpec),
    'GET /roles': (req) => {
      const [field, value] = (req.query.get('filter') ?? '').split(':');
      const data = field === 'name' ? roles.filter((role) => role.name === value) : roles;
      return { data, total: data.length, limit: 100, offset: 0 } satisfies Page<Role>;
    },
    'POST /user-roles': createLink,
  });

  return {
    on,
    calls: fake.calls,
    queries: (key) => fake.queries(key),
    hold(key) {
      const served = handlers.get(key);
      if (!served) throw new Error(`The fake has no ${key}`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      on({ [key]: async (req) => (await held, served(req)) });
      return release;
    },
    bodies: <T,>(key: string) => (sent.get(key) ?? []) as T[],
    farmers: () => rows,
    restore: () => fake.restore(),
  };
}

import { type FakeHandler, fields, jsonResponse, type ListSpec, recordingFakeApi, type RecordingFakeApi, serveList } from '@maziwa/api-client/testing';
import type { FarmerProfileRow, Page, Role, UserCreate, UserRoleCreate } from '@maziwa/contracts';
import { farmerRows, producerRole, TEST_ORG_ID } from './fixtures';

export interface FakeFarmersApiOptions {
  farmers?: FarmerProfileRow[];
  roles?: Role[];
}

/** What POST /user-roles receives when it creates the person too. */
export type FarmerLinkBody = Omit<UserRoleCreate, 'user_id'> & { user: Omit<UserCreate, 'organization_ids'> };

/** The recording fake (bodies of "POST /user-roles", queries, hold...) and the farmers it holds. */
export interface FakeFarmersApi extends RecordingFakeApi {
  /** The farmer report as the fake holds it now. */
  farmers(): FarmerProfileRow[];
}

/** As the API serves GET /reports/farmers-profile (deploy/api/src/reports/farmers-profile.ts). */
const farmerReportSpec: ListSpec<FarmerProfileRow> = {
  search: (row) => [row.member_number, row.farmer_name],
  sort: fields<FarmerProfileRow>('member_number', 'farmer_name', 'date_of_last_collection', 'quantity_supplied', 'average_quality_score', 'payment_status'),
  status: (row) => row.payment_status ?? '',
  csv: fields<FarmerProfileRow>('member_number', 'farmer_name', 'date_of_last_collection', 'quantity_supplied', 'average_quality_score', 'payment_status'),
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
  let nextId = 1;

  const { api, record } = recordingFakeApi();

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

  api.on({
    'GET /reports/farmers-profile': (req) => serveList(rows, req.query, farmerReportSpec),
    'GET /roles': (req) => {
      const [field, value] = (req.query.get('filter') ?? '').split(':');
      const data = field === 'name' ? roles.filter((role) => role.name === value) : roles;
      return { data, total: data.length, limit: 100, offset: 0 } satisfies Page<Role>;
    },
    'POST /user-roles': createLink,
  });

  return { ...api, farmers: () => rows };
}

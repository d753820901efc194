import {
  buildPersonLink,
  fields,
  filterValues,
  recordingFakeApi,
  serveList,
  type RecordingFakeApi,
} from '@maziwa/api-client/testing';
import type { ExtensionAssignment, ExtensionCallLog } from '@maziwa/contracts';
import { farmerRoutes, farmerCentres, TEST_ORG_ID } from './fixtures';

/** The organisation's officers as the fake holds them (role Extension Officer). */
export const officers = [
  buildPersonLink('link-o1', 'role-ext', 'EXT-001', { id: 'user-o1', first_name: 'Mercy', last_name: 'Chebet' }),
  buildPersonLink('link-o2', 'role-ext', 'EXT-002', { id: 'user-o2', first_name: 'Peter', last_name: 'Kiprop' }),
];
const farmers = [
  buildPersonLink('link-f1', 'role-producer', 'MEM-001', { id: 'user-f1', first_name: 'Jane', last_name: 'Wanjiru' }),
  buildPersonLink('link-f2', 'role-producer', 'MEM-002', { id: 'user-f2', first_name: 'Samuel', last_name: 'Ouma' }),
];

export function buildAssignment(overrides: Partial<ExtensionAssignment> = {}): ExtensionAssignment {
  return {
    id: 'asg-1',
    organization_id: TEST_ORG_ID,
    officer_id: 'link-o1',
    officer_name: 'Mercy Chebet',
    producer_id: 'link-f1',
    farmer_name: 'Jane Wanjiru',
    member_id: 'MEM-001',
    route_id: null,
    route_name: null,
    location_id: null,
    location_name: null,
    due_on: '2026-03-10',
    status: 'planned',
    overdue: false,
    done_on: null,
    outcome: null,
    topic: 'feeding',
    notes: 'Silage making',
    created_at: '2026-03-01T05:00:00.000Z',
    ...overrides,
  };
}

export function buildCallLog(overrides: Partial<ExtensionCallLog> = {}): ExtensionCallLog {
  return {
    id: 'call-1',
    organization_id: TEST_ORG_ID,
    officer_id: 'link-o1',
    officer_name: 'Mercy Chebet',
    producer_id: 'link-f1',
    farmer_name: 'Jane Wanjiru',
    member_id: 'MEM-001',
    called_at: '2026-03-02T06:00:00.000Z',
    channel: 'call',
    duration_seconds: 300,
    outcome: 'Advice given',
    follow_up_on: null,
    follow_up_done_on: null,
    follow_up_due: false,
    topic: 'milk_hygiene',
    notes: null,
    created_at: '2026-03-02T06:00:00.000Z',
    ...overrides,
  };
}

export interface FakeExtensionApi extends RecordingFakeApi {
  assignments(): ExtensionAssignment[];
  callLogs(): ExtensionCallLog[];
}

const nameOf = (id: string | null | undefined) => {
  const link = [...officers, ...farmers].find((l) => l.id === id);
  return link ? `${link.user.first_name} ${link.user.last_name}` : null;
};

/**
 * A small extension-services API behind the fake fetch: assignments and call logs (list with the
 * API's filters, create, update), Extension Officer and Producer links, routes and centres.
 * Follow-ups due come first in the call logs, as the API orders them by default.
 *
 * @example const api = installFakeExtensionApi({ assignments: [buildAssignment()] });
 */
export function installFakeExtensionApi(
  options: { assignments?: ExtensionAssignment[]; callLogs?: ExtensionCallLog[] } = {},
): FakeExtensionApi {
  let assignments = [...(options.assignments ?? [buildAssignment()])];
  let callLogs = [...(options.callLogs ?? [buildCallLog()])];
  let next = 1;
  const { api, handle } = recordingFakeApi();
  const filters = {
    officer_id: (row: { officer_id: string }) => row.officer_id,
    topic: (row: { topic: string }) => row.topic,
  };
  const withAssignment = (body: Partial<ExtensionAssignment>, was?: ExtensionAssignment): ExtensionAssignment => {
    const row = buildAssignment({ ...was, ...body, id: was?.id ?? `asg-new-${next++}` });
    const route = farmerRoutes.find((r) => r.id === row.route_id);
    const centre = farmerCentres.find((c) => c.id === row.location_id);
    return {
      ...row,
      officer_name: nameOf(row.officer_id),
      farmer_name: nameOf(row.producer_id),
      member_id: farmers.find((f) => f.id === row.producer_id)?.member_id ?? null,
      route_name: route?.name ?? null,
      location_name: centre?.name ?? null,
      done_on: row.status === 'done' ? (row.done_on ?? '2026-03-12') : null,
      overdue: false,
    };
  };
  const withCallLog = (body: Partial<ExtensionCallLog>, was?: ExtensionCallLog): ExtensionCallLog => {
    const row = buildCallLog({ ...was, ...body, id: was?.id ?? `call-new-${next++}` });
    return {
      ...row,
      officer_name: nameOf(row.officer_id),
      farmer_name: nameOf(row.producer_id),
      member_id: farmers.find((f) => f.id === row.producer_id)?.member_id ?? null,
      follow_up_due: row.follow_up_on !== null && row.follow_up_done_on === null,
    };
  };
  const followUpsFirst = (rows: ExtensionCallLog[]) =>
    [...rows].sort((a, b) =>
      a.follow_up_due !== b.follow_up_due
        ? a.follow_up_due
          ? -1
          : 1
        : a.follow_up_due
          ? a.follow_up_on!.localeCompare(b.follow_up_on!)
          : b.called_at.localeCompare(a.called_at),
    );

  api.on({
    'GET /extension-assignments': (req) =>
      serveList(assignments, req.query, {
        search: (row) => [row.officer_name, row.farmer_name, row.member_id, row.route_name, row.location_name],
        sort: fields<ExtensionAssignment>('due_on', 'officer_name', 'farmer_name', 'topic', 'status', 'done_on'),
        date: (row) => row.due_on,
        status: (row) => row.status,
        filter: { ...filters, overdue: (row) => row.overdue },
        csv: fields<ExtensionAssignment>('due_on', 'officer_name', 'farmer_name', 'topic', 'status'),
      }),
    'GET /extension-call-logs': (req) =>
      serveList(req.query.get('sort') ? callLogs : followUpsFirst(callLogs), req.query, {
        search: (row) => [row.officer_name, row.farmer_name, row.member_id, row.outcome],
        sort: fields<ExtensionCallLog>('called_at', 'officer_name', 'farmer_name', 'channel', 'topic', 'follow_up_on'),
        date: (row) => row.called_at,
        filter: { ...filters, channel: (row) => row.channel, follow_up_due: (row) => row.follow_up_due },
        csv: fields<ExtensionCallLog>('called_at', 'officer_name', 'farmer_name', 'channel', 'topic', 'follow_up_on'),
      }),
    ...handle('POST /extension-assignments', async (req) => {
      const row = withAssignment((await req.json()) as Partial<ExtensionAssignment>);
      assignments = [row, ...assignments];
      editable(row.id);
      return row;
    }),
    ...handle('POST /extension-call-logs', async (req) => {
      const row = withCallLog((await req.json()) as Partial<ExtensionCallLog>);
      callLogs = [row, ...callLogs];
      editable(row.id);
      return row;
    }),
    'GET /user-roles': (req) => {
      const role = filterValues(req.query).get('role_name')?.[0];
      const q = req.query.get('q')?.toLowerCase() ?? '';
      const links = (role === 'Extension Officer' ? officers : farmers).filter((link) =>
        `${link.user.first_name} ${link.user.last_name} ${link.member_id}`.toLowerCase().includes(q),
      );
      return { data: links, total: links.length, limit: 100, offset: 0 };
    },
    'GET /routes': () => ({ data: farmerRoutes, total: farmerRoutes.length, limit: 1000, offset: 0 }),
    'GET /locations': () => ({ data: farmerCentres, total: farmerCentres.length, limit: 1000, offset: 0 }),
  });
  // The fake routes by exact path: each row gets its own PUT.
  function editable(id: string) {
    if (id.startsWith('asg')) {
      api.on(
        handle(`PUT /extension-assignments/${id}`, async (req) => {
          const row = withAssignment(
            (await req.json()) as Partial<ExtensionAssignment>,
            assignments.find((r) => r.id === id),
          );
          assignments = assignments.map((r) => (r.id === id ? row : r));
          return row;
        }),
      );
    } else {
      api.on(
        handle(`PUT /extension-call-logs/${id}`, async (req) => {
          const row = withCallLog(
            (await req.json()) as Partial<ExtensionCallLog>,
            callLogs.find((r) => r.id === id),
          );
          callLogs = callLogs.map((r) => (r.id === id ? row : r));
          return row;
        }),
      );
    }
  }
  [...assignments, ...callLogs].forEach((row) => editable(row.id));
  return Object.assign(api, { assignments: () => assignments, callLogs: () => callLogs });
}

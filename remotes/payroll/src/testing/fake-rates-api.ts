import {
  buildPersonLink,
  fields,
  jsonResponse,
  recordingFakeApi,
  serveList,
  TEST_ORG_ID,
  type FakeHandler,
  type RecordingFakeApi,
} from '@maziwa/api-client/testing';
import type { ResponseOf } from '@maziwa/contracts';

type PayRate = ResponseOf<'/pay-rates/{id}', 'get'>;
type QualityAdjustment = ResponseOf<'/quality-adjustments/{id}', 'get'>;
type Advance = ResponseOf<'/advances/{id}', 'get'>;
type Organization = ResponseOf<'/organizations/{id}', 'get'>;

/** The farmers the pickers find: Producer links with their users. */
export const rateFarmers = [
  { id: 'link-f1', first: 'Akinyi', last: 'Otieno', member: 'F-001' },
  { id: 'link-f2', first: 'Kiprono', last: 'Koech', member: 'F-002' },
];
export const rateRoutes = [
  { id: 'route-1', name: 'Kiambu North' },
  { id: 'route-2', name: 'Limuru Loop' },
];

const at = '2026-01-01T08:00:00.000Z';
const base = { organization_id: TEST_ORG_ID, created_by: 'user-admin', created_at: at };

export const buildPayRate = (over: Partial<PayRate> & Pick<PayRate, 'id'>): PayRate => ({
  ...base,
  kind: 'farmer',
  producer_id: 'link-f1',
  route_id: null,
  rate_per_litre: 52.5,
  effective_from: '2026-01-01',
  effective_to: null,
  notes: null,
  farmer_name: 'Akinyi Otieno',
  member_id: 'F-001',
  route_name: null,
  ...over,
});

const NAMES: Record<string, [string, string]> = {
  scc: ['SCC', ''],
  fat_pct: ['Fat', '%'],
  protein_pct: ['Protein', '%'],
};
/** The label as the API writes it (deploy/api/src/payments/quality-adjustments.ts). */
const labelOf = (rule: Pick<QualityAdjustment, 'measure' | 'comparison' | 'threshold' | 'amount_per_litre'>) => {
  const [name, unit] = NAMES[rule.measure];
  const threshold = rule.threshold.toLocaleString('en-US', {
    minimumFractionDigits: unit ? 1 : 0,
    maximumFractionDigits: 2,
  });
  const amount = Math.abs(rule.amount_per_litre).toFixed(2);
  return `${name} ${rule.comparison.replace(/_/g, ' ')} ${threshold}${unit}: ${rule.amount_per_litre < 0 ? '-' : '+'}Ksh ${amount}/L`;
};

export const buildQualityAdjustment = (
  over: Partial<QualityAdjustment> & Pick<QualityAdjustment, 'id'>,
): QualityAdjustment => {
  const rule = {
    ...base,
    measure: 'scc',
    comparison: 'below',
    threshold: 200000,
    amount_per_litre: 1.5,
    effective_from: '2026-01-01',
    effective_to: null,
    label: '',
    ...over,
  } as QualityAdjustment;
  return { ...rule, label: labelOf(rule) };
};

export const buildAdvance = (over: Partial<Advance> & Pick<Advance, 'id'>): Advance => ({
  ...base,
  producer_id: 'link-f1',
  farmer_name: 'Akinyi Otieno',
  member_id: 'F-001',
  amount: 3000,
  advanced_on: '2026-03-05',
  reason: 'School fees',
  remaining: 3000,
  ...over,
});

export interface FakeRatesApiOptions {
  payRates?: PayRate[];
  qualityAdjustments?: QualityAdjustment[];
  advances?: Advance[];
}

export interface FakeRatesApi extends RecordingFakeApi {
  payRates(): PayRate[];
  qualityAdjustments(): QualityAdjustment[];
  advances(): Advance[];
  organization(): Organization;
}

const error = (status: number, message: string, fieldErrors?: Record<string, string>) =>
  jsonResponse(
    {
      statusCode: status,
      error: status === 409 ? 'Conflict' : 'Bad Request',
      message,
      ...(fieldErrors ? { fields: fieldErrors } : {}),
    },
    status,
  );

/**
 * The rates and advances of one organisation behind the fake fetch: the organisation (its
 * default rate), /pay-rates, /quality-adjustments and /advances with list, create, update and
 * delete as the API answers them, and the routes and farmers the pickers offer. Pay up to
 * 2026-10-31 is approved: a rate starting earlier is refused with the API's 409.
 *
 * @example const api = installFakeRatesApi(); afterEach(() => api.restore());
 */
export function installFakeRatesApi(options: FakeRatesApiOptions = {}): FakeRatesApi {
  const { api, handle } = recordingFakeApi();
  const rates = [...(options.payRates ?? [])];
  const rules = [...(options.qualityAdjustments ?? [])];
  const advances = [...(options.advances ?? [])];
  const organization: Organization = {
    id: TEST_ORG_ID,
    name: 'Test Dairy',
    default_rate_per_litre: 50,
    created_at: at,
  } as Organization;
  let next = 1;
  const closedUntil = '2026-10-31';
  const refuseClosed = (day: string | null | undefined) =>
    day && day <= closedUntil
      ? error(409, `Pay up to ${closedUntil} is approved: this change must take effect from 2026-11-01 or later`, {
          effective_from: `must be 2026-11-01 or later: pay up to ${closedUntil} is approved`,
        })
      : null;

  const farmerOf = (id: string) => rateFarmers.find((f) => f.id === id);
  const withNames = (rate: PayRate): PayRate => {
    const farmer = rate.producer_id ? farmerOf(rate.producer_id) : undefined;
    const route = rateRoutes.find((r) => r.id === rate.route_id);
    return {
      ...rate,
      farmer_name: farmer ? `${farmer.first} ${farmer.last}` : null,
      member_id: farmer?.member ?? null,
      route_name: route?.name ?? null,
    };
  };

  // Handlers of one record's path, registered whenever a record appears.
  const itemRoutes = (): Record<string, FakeHandler> => ({
    ...Object.fromEntries(
      rates.flatMap((rate) => [
        ...Object.entries(
          handle(`PUT /pay-rates/${rate.id}`, async (req) => {
            const body = await req.json();
            const refused = refuseClosed(rate.effective_from) ?? refuseClosed(body.effective_from);
            if (refused) return refused;
            Object.assign(rate, body);
            return rate;
          }),
        ),
        ...Object.entries(
          handle(
            `DELETE /pay-rates/${rate.id}`,
            () => refuseClosed(rate.effective_from) ?? void rates.splice(rates.indexOf(rate), 1),
          ),
        ),
      ]),
    ),
    ...Object.fromEntries(
      rules.flatMap((rule) => [
        ...Object.entries(
          handle(`PUT /quality-adjustments/${rule.id}`, async (req) => {
            Object.assign(rule, await req.json());
            rule.label = labelOf(rule);
            return rule;
          }),
        ),
        ...Object.entries(
          handle(`DELETE /quality-adjustments/${rule.id}`, () => void rules.splice(rules.indexOf(rule), 1)),
        ),
      ]),
    ),
    ...Object.fromEntries(
      advances.flatMap((advance) =>
        Object.entries(
          handle(`DELETE /advances/${advance.id}`, () =>
            advance.remaining < advance.amount
              ? error(409, 'Pay for 2026-03-01 to 2026-03-31 has deducted this advance: it can no longer be deleted')
              : void advances.splice(advances.indexOf(advance), 1),
          ),
        ),
      ),
    ),
  });
  const refresh = () => api.on(itemRoutes());

  api.on({
    [`GET /organizations/${TEST_ORG_ID}`]: () => organization,
    ...handle(`PUT /organizations/${TEST_ORG_ID}`, async (req) => Object.assign(organization, await req.json())),
    'GET /pay-rates': (req) =>
      serveList(rates, req.query, {
        filter: { kind: (rate) => rate.kind },
        sort: fields<PayRate>('farmer_name', 'rate_per_litre', 'effective_from'),
      }),
    ...handle('POST /pay-rates', async (req) => {
      const body = await req.json();
      const refused = refuseClosed(body.effective_from);
      if (refused) return refused;
      const rate = withNames(
        buildPayRate({ id: `rate-new-${next++}`, producer_id: null, effective_to: null, notes: null, ...body }),
      );
      rates.unshift(rate);
      refresh();
      return jsonResponse(rate, 201);
    }),
    'GET /quality-adjustments': (req) => serveList(rules, req.query, {}),
    ...handle('POST /quality-adjustments', async (req) => {
      const rule = buildQualityAdjustment({ id: `rule-new-${next++}`, ...(await req.json()) });
      rules.unshift(rule);
      refresh();
      return jsonResponse(rule, 201);
    }),
    'GET /advances': (req) => serveList(advances, req.query, { search: (a) => [a.farmer_name, a.member_id, a.reason] }),
    ...handle('POST /advances', async (req) => {
      const body = await req.json();
      const farmer = farmerOf(body.producer_id)!;
      const advance = buildAdvance({
        id: `advance-new-${next++}`,
        ...body,
        remaining: body.amount,
        farmer_name: `${farmer.first} ${farmer.last}`,
        member_id: farmer.member,
      });
      advances.unshift(advance);
      refresh();
      return jsonResponse(advance, 201);
    }),
    'GET /routes': () => ({
      data: rateRoutes.map((r) => ({ ...r, organization_id: TEST_ORG_ID })),
      total: rateRoutes.length,
      limit: 1000,
      offset: 0,
    }),
    'GET /user-roles': (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const links = rateFarmers
        .filter((f) => `${f.first} ${f.last} ${f.member}`.toLowerCase().includes(q))
        .map((f) =>
          buildPersonLink(f.id, 'role-producer', f.member, {
            id: `user-${f.id}`,
            first_name: f.first,
            last_name: f.last,
          }),
        );
      return { data: links, total: links.length, limit: 50, offset: 0 };
    },
  });
  refresh();

  return {
    ...api,
    payRates: () => rates,
    qualityAdjustments: () => rules,
    advances: () => advances,
    organization: () => organization,
  };
}

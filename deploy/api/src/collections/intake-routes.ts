import { Type } from '@sinclair/typebox';
import { centresFor } from '../auth/permissions';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { organisationTimeZone } from '../resources/scope';
import type { Caller } from '../resources/types';
import { DateOnly, errorResponses, StringEnum, Uuid } from '../schemas/common';
import { SHIFTS } from './collections';

/**
 * What the Intake page at a collection centre reads (issue 33): the shift's tally and the
 * centre's farmers for the type-ahead (kept on the phone). Written by following
 * docs/guides/add-an-api-endpoint.md.
 */

const TallyQuery = Type.Object(
  {
    location_id: Uuid({ description: 'The collection centre.' }),
    date: DateOnly({ description: "The day, yyyy-MM-dd, in the organisation's time zone." }),
    shift: StringEnum(SHIFTS),
  },
  { additionalProperties: false },
);

export const CollectionTally = Type.Object(
  {
    deliveries: Type.Integer({ description: 'Deliveries recorded, accepted or rejected; each counted once.' }),
    farmers: Type.Integer({ description: 'Farmers who delivered.' }),
    litres_accepted: Type.Number(),
    litres_rejected: Type.Number(),
  },
  { title: 'CollectionTally' },
);

const IntakeFarmersQuery = Type.Object(
  { location_id: Uuid({ description: 'The collection centre.' }) },
  { additionalProperties: false },
);

export const IntakeFarmer = Type.Object(
  {
    producer_id: Uuid({ description: "The farmer's Producer link: a delivery's producer_id." }),
    member_number: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    active: Type.Boolean({ description: 'False for a deactivated farmer: a delivery for them is refused.' }),
  },
  { title: 'IntakeFarmer' },
);

const IntakeFarmers = Type.Object({ data: Type.Array(IntakeFarmer) }, { title: 'IntakeFarmers' });

/**
 * The centre's organisation, after checking the caller may work there: a centre of another
 * organisation is "not a collection centre" (its existence is not revealed), another centre of
 * a QA/Collector's own organisation "not one of yours".
 */
async function centreOrganisation(db: Queryable, caller: Caller, locationId: string): Promise<string> {
  const { rows } = await db.query<{ organization_id: string }>(
    'SELECT organization_id FROM locations WHERE id = $1 AND organization_id = ANY($2::uuid[])',
    [locationId, caller.orgIds],
  );
  if (rows.length === 0)
    throw new HttpError(400, 'location_id is not a collection centre of your organisation', {
      location_id: 'is not a collection centre of your organisation',
    });
  const organizationId = rows[0].organization_id;
  const centres =
    caller.centreLimits && caller.permission && centresFor(caller.centreLimits, organizationId, caller.permission);
  if (centres && !centres.includes(locationId))
    throw new HttpError(400, 'This collection centre is not one of yours', {
      location_id: 'is not one of your collection centres',
    });
  return organizationId;
}

export async function intakeRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;

  app.get(
    '/collections/tally',
    {
      config: { permission: 'collections:read' },
      schema: {
        tags: ['Milk collection'],
        operationId: 'getCollectionTally',
        summary: "A centre's shift: deliveries, farmers, litres accepted and rejected",
        description:
          "Deliveries at the centre whose time falls on `date` in the organisation's time zone and whose shift is " +
          '`shift`, as stored now (counted from the rows, so a delivery that arrived late or twice counts once).',
        querystring: TallyQuery,
        response: { 200: CollectionTally, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { location_id: locationId, date, shift } = request.query;
      const caller = callerOf(request);
      const organizationId = await centreOrganisation(db, caller, locationId);
      const zone = organisationTimeZone(caller, organizationId) ?? db.timeZone;
      // The day's bounds as instants, so the index on (location_id, collected_at) serves the range.
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT count(*)::int AS deliveries, count(DISTINCT producer_id)::int AS farmers,
                coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0)::float8 AS litres_accepted,
                coalesce(sum(quantity_litres) FILTER (WHERE status = 'rejected'), 0)::float8 AS litres_rejected
           FROM collections
          WHERE location_id = $1 AND organization_id = $2 AND shift = $3
            AND collected_at >= ($4::date)::timestamp AT TIME ZONE $5
            AND collected_at < ($4::date + 1)::timestamp AT TIME ZONE $5`,
        [locationId, organizationId, shift, date, zone],
      );
      const tally = rows[0];
      return {
        deliveries: Number(tally.deliveries),
        farmers: Number(tally.farmers),
        litres_accepted: Math.round(Number(tally.litres_accepted) * 100) / 100,
        litres_rejected: Math.round(Number(tally.litres_rejected) * 100) / 100,
      };
    },
  );

  app.get(
    '/collections/intake-farmers',
    {
      config: { permission: 'collections:create' },
      schema: {
        tags: ['Milk collection'],
        operationId: 'listIntakeFarmers',
        summary: "The farmers a delivery may be recorded for at a centre (the Intake page's type-ahead)",
        description:
          "The organisation's farmers (Producer links) of this centre (its id among their location_ids) and those " +
          'tied to no centre, deactivated ones included with active false; sorted by member number. Compact, to be ' +
          'kept on the phone.',
        querystring: IntakeFarmersQuery,
        response: { 200: IntakeFarmers, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { location_id: locationId } = request.query;
      const organizationId = await centreOrganisation(db, caller, locationId);
      const { rows } = await db.query<{
        producer_id: string;
        member_number: string | null;
        name: string;
        active: boolean;
      }>(
        `SELECT ur.id AS producer_id, ur.member_id AS member_number, trim(u.first_name || ' ' || u.last_name) AS name,
                (ur.status <> 'inactive' AND u.is_active) AS active
           FROM user_roles ur
           JOIN roles r ON r.id = ur.role_id AND r.organization_id = ur.organization_id AND r.name = 'Producer'
           JOIN users u ON u.id = ur.user_id
          WHERE ur.organization_id = $1 AND (ur.location_ids @> ARRAY[$2::uuid] OR ur.location_ids = '{}')
          ORDER BY ur.member_id NULLS LAST, name, ur.id`,
        [organizationId, locationId],
      );
      return { data: rows.map((row) => ({ ...row, active: Boolean(row.active) })) };
    },
  );
}

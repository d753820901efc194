import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db/database';
import { centresFor } from '../auth/permissions';
import { HttpError } from '../http/errors';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { assertOwnCentre } from '../resources/centre-scope';
import { recordWrite } from '../resources/record';
import { targetOrganisation } from '../resources/scope';
import { SqlParams } from '../resources/sql';
import type { Caller, Json } from '../resources/types';
import { errorResponses } from '../schemas/common';
import { Collection, CollectionCreate, collections } from './collections';
import { queueDeliverySms } from '../messaging/delivery-sms';
import type { MessagingRuntime } from '../messaging/messaging-runtime';

/**
 * POST /collections: a delivery recorded at the centre, maybe offline and sent later, maybe
 * twice (issue 33; docs/guides/add-an-api-endpoint.md follows this domain's routes).
 *
 * The phone makes the id when the delivery is recorded. A new id is inserted with
 * `INSERT ... ON CONFLICT (id) DO NOTHING`, so two copies racing (two tabs, a retry after a
 * timeout) cannot make two rows: the loser inserts nothing (on PostgreSQL it waits for the
 * winner's commit) and reads the winner's row. A known id is compared with what was sent:
 * the same values answer 200 with the stored row, other values 409 with it. An id of another
 * organisation (or of a centre the caller may not see) answers 409 without any row.
 */

export const CollectionConflict = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    // The delivery stored under this id (absent when the id is taken outside what you may see).
    collection: Type.Optional(Collection),
  },
  {
    title: 'CollectionConflict',
    description:
      'A refusal: the id is already a delivery with other values (`collection` holds it; `fields` names the values ' +
      'that differ), or the day is in approved pay (`fields.collected_at`).',
  },
);

/** Readings stored with a fixed number of decimals: what was sent is compared rounded to them. */
const SCALE: Record<string, number> = {
  quantity_litres: 2,
  fat_pct: 2,
  protein_pct: 2,
  scc: 0,
  density: 4,
  temperature_c: 1,
};
const NOT_COMPARED = new Set(['id', 'organization_id', 'collected_at', 'batch_number']);

function sameValue(field: string, sent: unknown, stored: unknown): boolean {
  if (sent === null || sent === undefined || stored === null || stored === undefined)
    return (sent ?? null) === (stored ?? null);
  if (field in SCALE && typeof sent === 'number') {
    const f = 10 ** SCALE[field];
    return Math.round(sent * f) === Math.round(Number(stored) * f);
  }
  if (typeof sent === 'string' && typeof stored === 'string') return sent.toLowerCase() === stored.toLowerCase();
  return sent === stored;
}

/**
 * The fields the client sent whose values differ from the stored delivery's: numbers as
 * numbers at the column's precision, the time as an instant (compared by the database, which
 * reads a time without an offset in the same zone as when it was stored), the batch trimmed.
 */
async function differences(tx: Queryable, body: Json, stored: Json): Promise<string[]> {
  const fields: string[] = [];
  for (const [field, sent] of Object.entries(body)) {
    if (NOT_COMPARED.has(field) || sent === undefined) continue;
    if (!sameValue(field, sent, stored[field])) fields.push(field);
  }
  if (typeof body.batch_number === 'string' && body.batch_number.trim() !== '') {
    if (body.batch_number.trim() !== stored.batch_number) fields.push('batch_number');
  }
  if (typeof body.collected_at === 'string') {
    const { rows } = await tx.query<{ same: boolean }>('SELECT $1::timestamptz = $2::timestamptz AS same', [
      body.collected_at,
      stored.collected_at,
    ]);
    if (!rows[0].same) fields.push('collected_at');
  }
  return fields;
}

/** The id names a row the caller may not see: another organisation's, or another centre's for a QA/Collector. */
function hiddenFrom(caller: Caller, organizationId: string, locationId: string): boolean {
  if (!caller.orgIds.includes(organizationId)) return true;
  if (!caller.centreLimits || !caller.permission) return false;
  const centres = centresFor(caller.centreLimits, organizationId, caller.permission);
  return centres !== undefined && !centres.includes(locationId);
}

type Outcome = { status: 200 | 201; row: Json; queued?: boolean } | { status: 409; body: Json };

/** What recording a delivery needs besides the request: where its SMS goes. */
interface Sending {
  messaging: MessagingRuntime;
  timeZone: string;
}

/** A known id: the stored row again (200), or a conflict (409). */
async function replayOf(tx: Queryable, caller: Caller, body: Json, id: string): Promise<Outcome | undefined> {
  const { rows } = await tx.query<{ organization_id: string; location_id: string }>(
    'SELECT organization_id, location_id FROM collections WHERE id = $1',
    [id],
  );
  if (rows.length === 0) return undefined;
  const message = 'A delivery with this id was already recorded with other values';
  if (hiddenFrom(caller, rows[0].organization_id, rows[0].location_id)) {
    // Nothing about that row leaves: not its values, not whose it is.
    return {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'This delivery id is already used; record the delivery again as a new one',
        fields: { id: 'is already used' },
      },
    };
  }
  const [stored] = await findCollection(tx, id);
  if (body.organization_id !== undefined && body.organization_id !== stored.organization_id)
    return { status: 409, body: conflictBody(message, ['organization_id'], stored) };
  const differing = await differences(tx, body, stored);
  if (differing.length === 0) return { status: 200, row: stored };
  return { status: 409, body: conflictBody(message, differing, stored) };
}

function conflictBody(message: string, differing: string[], stored: Json): Json {
  return {
    statusCode: 409,
    error: 'Conflict',
    message: `${message} (${differing.join(', ')})`,
    fields: Object.fromEntries(differing.map((f) => [f, 'differs from the delivery recorded under this id'])),
    collection: stored,
  };
}

async function findCollection(tx: Queryable, id: string): Promise<Json[]> {
  const select = collections.select(() => "'{}'::uuid[]");
  const { rows } = await tx.query(`SELECT ${select} FROM collections t WHERE t.id = $1`, [id]);
  return rows.map((row) => collections.toJson(row));
}

/** A deactivated farmer (their link or their account) gets no new delivery. */
async function assertFarmerActive(tx: Queryable, producerId: string): Promise<void> {
  const { rows } = await tx.query<{ name: string; member_id: string | null; active: boolean }>(
    `SELECT trim(u.first_name || ' ' || u.last_name) AS name, ur.member_id,
            (ur.status <> 'inactive' AND u.is_active) AS active
       FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.id = $1`,
    [producerId],
  );
  const farmer = rows[0];
  if (!farmer || farmer.active) return;
  const who = farmer.member_id ? `${farmer.name} (${farmer.member_id})` : farmer.name;
  throw new HttpError(400, `Farmer ${who} is deactivated: no delivery can be recorded for them`, {
    producer_id: 'is a deactivated farmer',
  });
}

/** A QA/Collector records deliveries only at its own centres. */
function assertCentreOfCaller(caller: Caller, organizationId: string, locationId: string): void {
  if (!caller.centreLimits || !caller.permission) return;
  const centres = centresFor(caller.centreLimits, organizationId, caller.permission);
  if (centres && !centres.includes(locationId)) {
    throw new HttpError(
      400,
      'This collection centre is not one of yours: you may record deliveries only at your own centres',
      {
        location_id: 'is not one of your collection centres',
      },
    );
  }
}

/** The caller's QA/Collector link in the organisation: the QA agent of a rejection at intake. */
async function qaAgentOf(tx: Queryable, caller: Caller, organizationId: string): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT ur.id FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = $1 AND ur.organization_id = $2 AND r.name = 'QA/Collector'
      ORDER BY ur.created_at LIMIT 1`,
    [caller.userId, organizationId],
  );
  return rows[0]?.id ?? null;
}

/** Milk weighs its density in kg per litre; without a lactometer reading, 1.03. */
export const DEFAULT_DENSITY = 1.03;

async function create(tx: Queryable, caller: Caller, body: Json, sending: Sending): Promise<Outcome> {
  const { rejection_reason: reason, id: sentId, ...fields } = body;
  if (typeof sentId === 'string') {
    const replay = await replayOf(tx, caller, body, sentId);
    if (replay) return replay;
  }
  const status = (fields.status as string | undefined) ?? 'accepted';
  if (status === 'rejected' && reason === undefined)
    throw new HttpError(400, 'rejection_reason is required when status is rejected', {
      rejection_reason: 'is required when status is rejected',
    });
  if (status !== 'rejected' && reason !== undefined)
    throw new HttpError(400, 'rejection_reason is only for a rejected delivery (status rejected)', {
      rejection_reason: 'is only for a rejected delivery (status rejected)',
    });

  const organizationId = targetOrganisation(caller, fields.organization_id);
  const input: Json = { ...collections.defaults, ...fields, organization_id: organizationId };
  assertCentreOfCaller(caller, organizationId, input.location_id as string);
  const columns = await collections.toColumns(input, { tx, caller, organizationId });
  await assertFarmerActive(tx, input.producer_id as string);
  columns.organization_id = organizationId;
  assertOwnCentre(collections, caller, organizationId, columns);
  if (typeof sentId === 'string') columns.id = sentId;

  const params = new SqlParams();
  const names = Object.keys(columns);
  const values = names.map((name) => params.add(columns[name]));
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO collections (${names.join(', ')}) VALUES (${values.join(', ')})
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    params.values,
  );
  if (inserted.rows.length === 0) {
    // Another request stored this id since we looked (and has committed): answer as a replay.
    const replay = await replayOf(tx, caller, body, sentId as string);
    if (replay) return replay;
    throw new Error('A conflicting delivery id vanished');
  }
  const id = inserted.rows[0].id;
  if (status === 'rejected') {
    const made = await tx.query<Json>(
      `INSERT INTO rejections (organization_id, location_id, producer_id, collection_id, qa_agent_id, batch_number,
                               reason, weight_kg, rejected_at)
       SELECT c.organization_id, c.location_id, c.producer_id, c.id, $2, c.batch_number, $3,
              least(round(c.quantity_litres * coalesce(c.density, $4), 2), 199.99), c.collected_at
         FROM collections c WHERE c.id = $1
       RETURNING id, organization_id, location_id, producer_id, collection_id, qa_agent_id, batch_number, reason,
                 weight_kg::float8 AS weight_kg, rejected_at, notes`,
      [id, await qaAgentOf(tx, caller, organizationId), reason, DEFAULT_DENSITY],
    );
    const rejection = made.rows[0];
    await recordWrite(tx, caller, 'rejections', undefined, {
      ...rejection,
      rejected_at: new Date(rejection.rejected_at as string).toISOString(),
    });
  }
  const [created] = await findCollection(tx, id);
  await recordWrite(tx, caller, collections.name, undefined, created);
  // The farmer's SMS is written with the delivery: it leaves only if this commits (issue 32).
  const queued = await queueDeliverySms(tx, sending.messaging, id, sending.timeZone);
  return { status: 201, row: created, queued };
}

export async function intakeCreateRoute(app: ApiInstance): Promise<void> {
  const { db, messaging } = app.maziwa;
  app.post(
    '/collections',
    {
      config: { permission: 'collections:create' },
      schema: {
        tags: [collections.tag],
        summary: 'Record a delivery (idempotent by its id)',
        description:
          'A new delivery answers 201. With `id` (a UUID made where the delivery was recorded): the same id with the ' +
          'same values answers 200 with the stored delivery (a replay changes nothing); with other values 409 with the ' +
          "stored delivery in `collection`. Only the fields sent are compared. status 'rejected' needs " +
          '`rejection_reason` and records the rejection log in the same transaction. Refused with a message a clerk ' +
          'can read: a deactivated farmer (400 producer_id), a centre not yours (400 location_id), a day in approved ' +
          'pay (409 collected_at).',
        body: CollectionCreate,
        response: {
          200: Collection,
          201: Collection,
          409: CollectionConflict,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const outcome = await db.transaction((tx) =>
        create(tx, caller, request.body as Json, { messaging, timeZone: db.timeZone }),
      );
      if (outcome.status !== 409 && outcome.queued) messaging.wake();
      if (outcome.status === 409) return reply.code(409).send(outcome.body as never);
      return reply.code(outcome.status).send(outcome.row as never);
    },
  );
}

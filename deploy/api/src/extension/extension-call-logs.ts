import { Type } from '@sinclair/typebox';
import { fieldError } from '../http/errors';
import { DateOnly, DateTimeInput, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';
import {
  assertFarmer,
  EXTENSION_COLUMNS,
  EXTENSION_RESOURCE,
  extensionColumns,
  extensionEditable,
  extensionFields,
  extensionItem,
  extensionJson,
  farmerProperties,
  isFutureDay,
} from './extension-work';

export const CALL_CHANNELS = ['call', 'visit', 'sms'] as const;

const FOLLOW_UP_DUE = '(t.follow_up_on IS NOT NULL AND t.follow_up_done_on IS NULL)';
const OPEN_FOLLOW_UP_ON = `CASE WHEN ${FOLLOW_UP_DUE} THEN t.follow_up_on END`;

/**
 * The order the Call Logs page opens in: follow-ups still to do first, earliest first; then
 * everything else, newest first.
 */
export const FOLLOW_UPS_FIRST = '-follow_up_due,open_follow_up_on,-called_at';

export const ExtensionCallLog = extensionItem(
  {
    ...farmerProperties(true),
    called_at: Type.String({ format: 'date-time' }),
    channel: StringEnum(CALL_CHANNELS),
    duration_seconds: Nullable(Type.Integer({ description: 'Length of a call, in seconds.' })),
    outcome: Type.String(),
    follow_up_on: Nullable(DateOnly({ description: 'The day to follow up, if any.' })),
    follow_up_done_on: Nullable(DateOnly({ description: 'The day the follow-up was done.' })),
    follow_up_due: Type.Boolean({ description: 'A follow-up day is set and the follow-up is not done yet: computed.' }),
  },
  'ExtensionCallLog',
);

const editable = extensionEditable({
  producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
  called_at: Type.Optional(DateTimeInput({ description: 'When it happened; not in the future. Default now.' })),
  channel: Type.Optional(StringEnum(CALL_CHANNELS, { description: "Default 'call'." })),
  duration_seconds: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 86_400 }))),
  outcome: Type.Optional(Type.String({ maxLength: 500, description: "Default ''." })),
  follow_up_on: Type.Optional(Nullable(DateOnly({ description: 'On or after the day of the call.' }))),
  follow_up_done_on: Type.Optional(
    Nullable(
      DateOnly({ description: 'Only with follow_up_on; not in the future. Clearing follow_up_on clears it too.' }),
    ),
  ),
});
export const ExtensionCallLogCreate = Type.Object(editable, {
  title: 'ExtensionCallLogCreate',
  additionalProperties: false,
});
export const ExtensionCallLogUpdate = Type.Partial(Type.Object(editable), {
  title: 'ExtensionCallLogUpdate',
  additionalProperties: false,
});

/** An extension officer's call, farm visit or SMS with a farmer, with an optional follow-up. */
export const extensionCallLogs: ResourceDef = {
  ...EXTENSION_RESOURCE,
  name: 'extension-call-logs',
  label: 'Extension call log',
  table: 'extension_call_logs',
  select: () => `${EXTENSION_COLUMNS}, t.called_at, t.channel, t.duration_seconds, t.outcome,
    to_char(t.follow_up_on, 'YYYY-MM-DD') AS follow_up_on, to_char(t.follow_up_done_on, 'YYYY-MM-DD') AS follow_up_done_on,
    ${FOLLOW_UP_DUE} AS follow_up_due`,
  fields: extensionFields({
    called_at: { sql: 't.called_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    channel: { sql: 't.channel', type: 'text', filter: true, sort: true },
    duration_seconds: { sql: 't.duration_seconds', type: 'number', filter: true, sort: true },
    outcome: { sql: 't.outcome', type: 'text', filter: true, sort: true, search: true },
    follow_up_on: { sql: 't.follow_up_on', type: 'timestamp', filter: true, sort: true },
    follow_up_done_on: { sql: 't.follow_up_done_on', type: 'timestamp', filter: true, sort: true },
    follow_up_due: { sql: FOLLOW_UP_DUE, type: 'boolean', filter: true, sort: true, notNull: true },
    // Sort only: the follow-up day while it is still to do, so those come earliest first.
    open_follow_up_on: { sql: OPEN_FOLLOW_UP_ON, type: 'timestamp', sort: true },
  }),
  defaultSort: FOLLOW_UPS_FIRST,
  period: { sql: 't.called_at', description: 'Calls, visits and messages on these days.' },
  schemas: { item: ExtensionCallLog, create: ExtensionCallLogCreate, update: ExtensionCallLogUpdate },
  defaults: {
    channel: 'call',
    duration_seconds: null,
    outcome: '',
    notes: null,
    follow_up_on: null,
    follow_up_done_on: null,
  },
  // Taking the follow-up away takes its done day with it.
  merge: (existing, body) => {
    const merged = { ...existing, ...body };
    if (body.follow_up_on === null && body.follow_up_done_on === undefined) merged.follow_up_done_on = null;
    return merged;
  },
  toJson: (row) =>
    extensionJson(row, {
      called_at: iso(row.called_at),
      channel: row.channel,
      duration_seconds:
        row.duration_seconds === null || row.duration_seconds === undefined ? null : Number(row.duration_seconds),
      outcome: row.outcome,
      follow_up_on: row.follow_up_on ?? null,
      follow_up_done_on: row.follow_up_done_on ?? null,
      follow_up_due: row.follow_up_due === true,
    }),
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    const shared = await extensionColumns(input, ctx);
    await assertFarmer(ctx.tx, input.producer_id as string, org);
    const calledAt = (input.called_at as string | undefined) ?? new Date().toISOString();
    const followUpOn = (input.follow_up_on as string | null | undefined) ?? null;
    const doneOn = (input.follow_up_done_on as string | null | undefined) ?? null;
    const { rows } = await ctx.tx.query<{ future: boolean; day: string }>(
      `SELECT $1::timestamptz > now() + interval '5 minutes' AS future,
              to_char(($1::timestamptz AT TIME ZONE organization_time_zone($2::uuid))::date, 'YYYY-MM-DD') AS day`,
      [calledAt, org],
    );
    // A few minutes of grace: the browser's clock may run a little ahead of the server's.
    if (rows[0].future) throw fieldError('called_at', 'must not be in the future');
    if (followUpOn && followUpOn < rows[0].day)
      throw fieldError('follow_up_on', 'must be on or after the day of the call');
    if (doneOn && !followUpOn) throw fieldError('follow_up_done_on', 'needs a follow-up day (follow_up_on) first');
    if (doneOn && (await isFutureDay(ctx.tx, doneOn, org)))
      throw fieldError('follow_up_done_on', 'must not be in the future');
    return {
      ...shared,
      producer_id: input.producer_id,
      called_at: calledAt,
      channel: input.channel,
      duration_seconds: input.duration_seconds ?? null,
      outcome: ((input.outcome as string | undefined) ?? '').trim(),
      follow_up_on: followUpOn,
      follow_up_done_on: doneOn,
    };
  },
};

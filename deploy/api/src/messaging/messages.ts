import { iso } from '../schemas/common';
import { farmerFields } from '../resources/role-link-columns';
import type { ResourceDef } from '../resources/types';
import { Message } from './message-schemas';

const farmer = farmerFields('t.farmer_id');

export const MESSAGE_COLUMNS = `t.id, t.organization_id, t.farmer_id, t.channel, t.event, t.related_id, t.recipient, t.body,
  t.language, t.status, t.failure_reason, t.cost, t.provider, t.provider_message_id, t.attempts, t.next_attempt_at,
  t.created_at, t.sent_at, t.delivered_at, t.updated_at,
  ${farmer.farmer_name.sql} AS farmer_name, ${farmer.member_id.sql} AS member_number`;

/** A messages row (with farmer_name and member_number) as the API answers it. */
export function messageJson(row: Record<string, unknown>) {
  return {
    id: row.id,
    organization_id: row.organization_id,
    farmer_id: row.farmer_id ?? null,
    farmer_name: row.farmer_name ?? null,
    member_number: row.member_number ?? null,
    channel: row.channel,
    event: row.event,
    related_id: row.related_id ?? null,
    recipient: row.recipient,
    body: row.body,
    language: row.language,
    status: row.status,
    failure_reason: row.failure_reason ?? null,
    cost: row.cost ?? null,
    provider: row.provider ?? null,
    provider_message_id: row.provider_message_id ?? null,
    attempts: Number(row.attempts),
    next_attempt_at: iso(row.next_attempt_at),
    created_at: iso(row.created_at),
    sent_at: iso(row.sent_at),
    delivered_at: iso(row.delivered_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * Farmers -> Messages (migration 025): every SMS of the organisation, newest first; written by
 * the outbox (deliveries, tests, later payments), never through the generic routes.
 */
export const messages: ResourceDef = {
  name: 'messages',
  label: 'Message',
  tag: 'Messaging',
  access: { list: 'messages:read', get: 'messages:read' },
  operations: ['list', 'get'],
  table: 'messages',
  select: () => MESSAGE_COLUMNS,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    farmer_id: { sql: 't.farmer_id', type: 'uuid', filter: true },
    related_id: { sql: 't.related_id', type: 'uuid', filter: true },
    farmer_name: farmer.farmer_name,
    member_number: farmer.member_id,
    channel: { sql: 't.channel', type: 'text', filter: true, sort: true },
    event: { sql: 't.event', type: 'text', filter: true, sort: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    language: { sql: 't.language', type: 'text', filter: true, sort: true },
    recipient: { sql: 't.recipient', type: 'text', filter: true, sort: true, search: true },
    body: { sql: 't.body', type: 'text', search: true },
    cost: { sql: 't.cost', type: 'text', sort: true },
    attempts: { sql: 't.attempts', type: 'number', sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    sent_at: { sql: 't.sent_at', type: 'timestamp', sort: true },
    delivered_at: { sql: 't.delivered_at', type: 'timestamp', sort: true },
  },
  defaultSort: '-created_at',
  period: { sql: 't.created_at', description: 'Messages written on these days.' },
  queryFilters: ['event', 'farmer_id', 'channel'],
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  // Only list and get are offered: the outbox writes messages.
  schemas: { item: Message, create: Message, update: Message },
  defaults: {},
  toJson: messageJson,
  toColumns: async () => {
    throw new Error('Messages are written by the outbox (src/messaging), never through the generic routes');
  },
};

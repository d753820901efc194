import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, ListQuery, Nullable, Uuid } from '../schemas/common';

/** At most this many record ids in one `record_id` (a person's account and links). */
export const MAX_RECORD_IDS = 20;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const FieldChange = Type.Object(
  {
    before: Type.Unknown({
      description: 'The value before; null when the record did not exist or the field was empty.',
    }),
    after: Type.Unknown({ description: 'The value after; null when the record was deleted or the field emptied.' }),
    label: Type.Optional(
      Type.String({ description: 'The field as the form that edits it labels it: "Assigned Route" for route_ids.' }),
    ),
    before_name: Type.Optional(
      Nullable(Type.Union([Type.String(), Type.Array(Type.String())]), {
        description:
          'Only for a field holding ids (route_ids, role_id, producer_id...): the names they stood for, in the ' +
          'same shape as `before` (a name, or a list of names); a record since deleted by the name it last had, ' +
          'else as what it was ("Route (deleted)").',
      }),
    ),
    after_name: Type.Optional(
      Nullable(Type.Union([Type.String(), Type.Array(Type.String())]), {
        description: 'The names of the ids in `after`, as `before_name`.',
      }),
    ),
  },
  { title: 'FieldChange' },
);

export const AuditEvent = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    occurred_at: Type.String({ format: 'date-time', description: 'When the change was made (its transaction began).' }),
    user_id: Uuid({ description: 'Who made it.' }),
    user_name: Nullable(Type.String(), { description: 'Their name; null once the account no longer exists.' }),
    user_email: Nullable(Type.String()),
    resource: Type.String({ description: 'The API name of what changed: users, user-roles, payments, files, ...' }),
    resource_label: Type.String({
      description: 'What the resource is called on screen: "People (drivers, farmers, staff roles)" for user-roles.',
    }),
    record_id: Uuid(),
    record_label: Type.String({
      description:
        'The record as staff know it: a farmer or driver by name and member number ("Jane Wanjiku (#MZ-0001)"), a ' +
        'payment by its farmer and period ("... — November 2026"), a route, centre, role or product by its name, a ' +
        "person by name (else e-mail), a trip by its route and start on the organisation's clock. A record since " +
        'deleted keeps the name it last had in the trail, else says what it was ("Farmer (deleted)").',
    }),
    action: Type.String({
      description:
        'create, update or delete; or what a special route did: roles_set (PUT /users/{id}/roles), password_reset, ' +
        'password_change (no values are kept), process (POST /payments/process).',
    }),
    action_label: Type.String({ description: 'The action as Activity says it: Created, Roles set, Paid out, ...' }),
    changes: Type.Record(Type.String(), FieldChange, {
      description:
        'The fields that changed, by name (nested ones dotted: contact_info.phone). A create lists the fields set, a ' +
        'delete the fields the record had. Passwords, hashes, tokens and secrets are never recorded. Each change ' +
        "also says its field in the form's words (label) and, for ids, the names they stood for (before_name, after_name).",
    }),
  },
  { title: 'AuditEvent' },
);
export type AuditEventType = Static<typeof AuditEvent>;

export const AuditResource = Type.Object(
  {
    value: Type.String({ description: 'The API name, as `resource` of GET /audit-events takes it.' }),
    label: Type.String({ description: 'Its name on screen.' }),
  },
  { title: 'AuditResource' },
);

export const AuditResourceList = Type.Object(
  { data: Type.Array(AuditResource, { description: 'Every resource the log records, by screen name A-Z.' }) },
  { title: 'AuditResourceList' },
);

export const AuditEventQuery = Type.Object(
  {
    org_id: Type.Optional(
      Uuid({ description: 'One of your organisations; default: all of those where you may read it.' }),
    ),
    resource: Type.Optional(
      Type.String({ pattern: '^[a-z][a-z_-]*$', maxLength: 63, description: 'e.g. payments, user-roles.' }),
    ),
    record_id: Type.Optional(
      Type.String({
        pattern: `^${UUID}(,${UUID}){0,${MAX_RECORD_IDS - 1}}$`,
        description: `A record's history: its id, or up to ${MAX_RECORD_IDS} ids comma-separated (a person's account and role links).`,
      }),
    ),
    user_id: Type.Optional(Uuid({ description: 'Only what this person did.' })),
    action: Type.Optional(Type.String({ pattern: '^[a-z][a-z_]*$', maxLength: 63 })),
    from: Type.Optional(DateOnly({ description: 'First day, yyyy-MM-dd (Africa/Nairobi).' })),
    to: Type.Optional(DateOnly({ description: 'Last day, included.' })),
    limit: ListQuery.properties.limit,
    offset: ListQuery.properties.offset,
    format: ListQuery.properties.format,
    columns: ListQuery.properties.columns,
  },
  { additionalProperties: false },
);
export type AuditEventQueryType = Static<typeof AuditEventQuery>;

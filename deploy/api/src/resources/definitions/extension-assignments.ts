import { Type } from '@sinclair/typebox';
import { DateTimeInput, iso, StringEnum } from '../../schemas/common';
import type { ResourceDef } from '../types';
import {
  EXTENSION_COLUMNS, EXTENSION_RESOURCE, extensionColumns, extensionEditable, extensionFields, extensionItem, extensionJson,
} from './extension-work';

export const ASSIGNMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

export const ExtensionAssignment = extensionItem(
  { scheduled_for: Type.String({ format: 'date-time' }), status: StringEnum(ASSIGNMENT_STATUSES) },
  'ExtensionAssignment',
);

const editable = extensionEditable({
  scheduled_for: DateTimeInput(),
  status: Type.Optional(StringEnum(ASSIGNMENT_STATUSES, { description: "Default 'scheduled'." })),
});
export const ExtensionAssignmentCreate = Type.Object(editable, { title: 'ExtensionAssignmentCreate', additionalProperties: false });
export const ExtensionAssignmentUpdate = Type.Partial(Type.Object(editable), {
  title: 'ExtensionAssignmentUpdate',
  additionalProperties: false,
});

/** An extension officer's visit to a farmer, planned and then done or cancelled. */
export const extensionAssignments: ResourceDef = {
  ...EXTENSION_RESOURCE,
  name: 'extension-assignments',
  label: 'Extension assignment',
  table: 'extension_assignments',
  select: () => `${EXTENSION_COLUMNS}, t.scheduled_for, t.status`,
  fields: extensionFields({
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    scheduled_for: { sql: 't.scheduled_for', type: 'timestamp', filter: true, sort: true, notNull: true },
  }),
  defaultSort: '-scheduled_for',
  schemas: { item: ExtensionAssignment, create: ExtensionAssignmentCreate, update: ExtensionAssignmentUpdate },
  defaults: { status: 'scheduled', notes: null },
  toJson: (row) => extensionJson(row, { scheduled_for: iso(row.scheduled_for), status: row.status }),
  async toColumns(input, ctx) {
    return { ...(await extensionColumns(input, ctx)), scheduled_for: input.scheduled_for, status: input.status };
  },
};

import { Type } from '@sinclair/typebox';
import { DateTimeInput, iso } from '../../schemas/common';
import type { ResourceDef } from '../types';
import {
  EXTENSION_COLUMNS, EXTENSION_RESOURCE, extensionColumns, extensionEditable, extensionFields, extensionItem, extensionJson,
} from './extension-work';

export const ExtensionCallLog = extensionItem(
  { called_at: Type.String({ format: 'date-time' }), duration_seconds: Type.Integer(), outcome: Type.String() },
  'ExtensionCallLog',
);

const editable = extensionEditable({
  called_at: Type.Optional(DateTimeInput({ description: 'Default now.' })),
  duration_seconds: Type.Integer({ minimum: 0, maximum: 86_400 }),
  outcome: Type.Optional(Type.String({ maxLength: 500, description: "Default ''." })),
});
export const ExtensionCallLogCreate = Type.Object(editable, { title: 'ExtensionCallLogCreate', additionalProperties: false });
export const ExtensionCallLogUpdate = Type.Partial(Type.Object(editable), {
  title: 'ExtensionCallLogUpdate',
  additionalProperties: false,
});

/** An extension officer's phone call with a farmer. */
export const extensionCallLogs: ResourceDef = {
  ...EXTENSION_RESOURCE,
  name: 'extension-call-logs',
  label: 'Extension call log',
  table: 'extension_call_logs',
  select: () => `${EXTENSION_COLUMNS}, t.called_at, t.duration_seconds, t.outcome`,
  fields: extensionFields({
    called_at: { sql: 't.called_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    duration_seconds: { sql: 't.duration_seconds', type: 'number', filter: true, sort: true },
    outcome: { sql: 't.outcome', type: 'text', filter: true, sort: true, search: true },
  }),
  defaultSort: '-called_at',
  schemas: { item: ExtensionCallLog, create: ExtensionCallLogCreate, update: ExtensionCallLogUpdate },
  defaults: { outcome: '', notes: null },
  toJson: (row) =>
    extensionJson(row, { called_at: iso(row.called_at), duration_seconds: Number(row.duration_seconds), outcome: row.outcome }),
  async toColumns(input, ctx) {
    return {
      ...(await extensionColumns(input, ctx)),
      ...(input.called_at ? { called_at: input.called_at } : {}),
      duration_seconds: input.duration_seconds,
      outcome: input.outcome,
    };
  },
};

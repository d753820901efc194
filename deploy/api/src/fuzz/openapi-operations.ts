/** A JSON schema as the OpenAPI document gives it (only what the fuzzer reads). */
export interface SchemaNode {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  schema: SchemaNode;
}

/** One operation of the document, with what the fuzzer needs to build requests for it. */
export interface Operation {
  method: string;
  /** As in the document: /users/{id}. */
  path: string;
  parameters: Parameter[];
  /** Request body schemas by content type. */
  bodies: Record<string, SchemaNode>;
  /** Needs no sign-in (`security: []`). */
  public: boolean;
  /** Fields a list names after "Filter on:" and "Sort on:" in its description. */
  filterFields: string[];
  sortFields: string[];
}

interface DocOperation {
  parameters?: Array<{ name: string; in: string; schema?: SchemaNode; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
  description?: string;
  security?: unknown[];
}

function namesAfter(description: string | undefined, label: string): string[] {
  const match = new RegExp(`${label}: ([^.]*)\\.`).exec(description ?? '');
  if (!match) return [];
  return match[1]
    .split(',')
    .map((name) => name.replace(/\(.*$/, '').trim())
    .filter((name) => /^[\w.]+$/.test(name));
}

function describe(op: DocOperation, parameter: string): string | undefined {
  return op.parameters?.find((p) => p.name === parameter)?.description;
}

/** Every operation of an OpenAPI 3 document, in document order. */
export function operationsOf(doc: { paths: Record<string, Record<string, DocOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (op.parameters ?? [])
        .filter((p) => p.in === 'query' || p.in === 'path')
        .map((p) => ({ name: p.name, in: p.in as 'query' | 'path', schema: p.schema ?? {} })),
      bodies: Object.fromEntries(
        Object.entries(op.requestBody?.content ?? {}).map(([type, content]) => [type, content.schema ?? {}]),
      ),
      public: Array.isArray(op.security) && op.security.length === 0,
      // Lists name them in the operation's description, reports in the parameter's.
      filterFields: [...namesAfter(op.description, 'Filter on'), ...namesAfter(describe(op, 'filter'), 'Filterable')],
      sortFields: [...namesAfter(op.description, 'Sort on'), ...namesAfter(describe(op, 'sort'), 'Sortable')],
    })),
  );
}

import { HttpError } from '../http/errors';

interface PgError {
  code?: string;
  message?: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

// Constraint -> the field a client sent and what to tell about it.
const UNIQUE: Record<string, [field: string, problem: string]> = {
  users_email_key: ['email', 'is already registered'],
  user_roles_member_id_key: ['member_id', 'is already used in this organisation'],
  user_roles_user_role_key: ['role_id', 'is already held by this user'],
  roles_organization_name_key: ['name', 'is already used by another role'],
  permissions_global_name_key: ['name', 'is already used by another permission'],
  permissions_organization_name_key: ['name', 'is already used by another permission'],
  consolidations_batch_key: ['batch_number', 'is already consolidated at this centre'],
  payments_producer_period_key: ['period_start', 'already has a payment for this farmer and period'],
  payments_transaction_reference_key: ['transaction_reference', 'is already used by another payment'],
  payouts_transaction_reference_key: ['transaction_reference', 'is already used by another payout'],
};

const FOREIGN: Record<string, string> = {
  user_roles_user_fkey: 'user_id',
  user_roles_role_fkey: 'role_id',
  trips_route_fkey: 'route_id',
};

// Tables whose constraints are named <table>_<column>_fkey / _check: the field is the column.
const NAMED_TABLES = [
  'collections',
  'consolidations',
  'quality_tests',
  'rejections',
  'payments',
  'supplies',
  'extension_assignments',
  'extension_call_logs',
  'organizations',
  'account_top_ups',
];

function columnOf(constraint: string, suffix: 'fkey' | 'check'): string | undefined {
  const table = NAMED_TABLES.find((t) => constraint.startsWith(`${t}_`) && constraint.endsWith(`_${suffix}`));
  const column = table && constraint.slice(table.length + 1, -(suffix.length + 1));
  if (!column) return undefined;
  // Composite keys are named after the relation (producer_fkey): the field is its id.
  return suffix === 'fkey' && !column.endsWith('_id') ? `${column}_id` : column;
}

const CHECK: Record<string, [field: string, problem: string]> = {
  trips_end_after_start: ['end_time', 'must not be before start_time'],
  consolidations_weights_check: ['handed_over_weight_kg', 'plus rejected_weight_kg must not exceed total_weight_kg'],
  payments_period_check: ['period_end', 'must not be before period_start'],
  payments_amount_due_check: ['amount_due', 'must equal gross_amount minus deductions'],
  payments_completed_check: ['transaction_reference', 'is required (with paid_at and amount_paid) when completed'],
  payments_deductions_check: ['deductions', 'must be between 0 and gross_amount'],
};

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code!)
  );
}

const OUT_OF_RANGE = 'is out of range or malformed';

/**
 * The value PostgreSQL quotes in a bad-literal message (`value "4294967296" is out of range
 * for type integer`, `invalid input syntax for type uuid: "x"`), to find the field that sent it.
 */
function quotedValue(message: string | undefined): string | undefined {
  return message?.match(/"((?:[^"\\]|\\.)*)"/)?.[1];
}

/** First column named in "Key (lower(email))=(...)" or "Key (user_id, organization_id)=...". */
function keyColumn(detail?: string): string | undefined {
  const match = detail?.match(/Key \(([^)]*\)?)\)=/);
  if (!match) return undefined;
  const inner = match[1].match(/\(([a-z_]+)/i)?.[1] ?? match[1];
  return inner.split(',')[0].trim();
}

/**
 * Turns a PostgreSQL constraint error into the 4xx a client should see; null when the
 * error is not one (it is then a 500). Write paths check references first with clearer
 * messages; this is the safety net.
 */
export function httpErrorFromDatabase(
  error: unknown,
  method: string,
  fieldOf?: (value: string | undefined) => string | undefined,
): HttpError | null {
  if (!isPgError(error)) return null;
  const constraint = error.constraint ?? '';
  switch (error.code) {
    case '23505': {
      const [field, problem] = UNIQUE[constraint] ?? [keyColumn(error.detail) ?? 'value', 'already exists'];
      return new HttpError(409, `${field} ${problem}`, { [field]: problem });
    }
    case '23503': {
      if (method === 'DELETE') {
        const table = error.detail?.match(/referenced from table "([^"]+)"/)?.[1];
        return new HttpError(409, `Still in use${table ? ` by ${table.replace(/_/g, '-')}` : ''}`);
      }
      const field = FOREIGN[constraint] ?? columnOf(constraint, 'fkey') ?? keyColumn(error.detail) ?? 'reference';
      return new HttpError(400, `${field} does not exist in this organisation`, {
        [field]: 'does not exist in this organisation',
      });
    }
    case '23514': {
      const [field, problem] = CHECK[constraint] ?? [
        columnOf(constraint, 'check') ?? error.column ?? 'value',
        'is out of range',
      ];
      return new HttpError(400, `${field} ${problem}`, { [field]: problem });
    }
    case '23502': {
      const field = error.column ?? 'value';
      return new HttpError(400, `${field} is required`, { [field]: 'is required' });
    }
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001': {
      // Bad literal the schemas let through (an impossible date, a number too large).
      const field = fieldOf?.(quotedValue(error.message));
      if (!field) return new HttpError(400, 'A value is out of range or malformed');
      return new HttpError(400, `${field} ${OUT_OF_RANGE}`, { [field]: OUT_OF_RANGE });
    }
    default:
      return null;
  }
}

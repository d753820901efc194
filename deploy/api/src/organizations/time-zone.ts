import type { Queryable } from '../db/database';
import { fieldError } from '../http/errors';

// An IANA name (Region/City, UTC, Etc/GMT+3). Offsets such as "+03:00" are refused: PostgreSQL
// reads a bare offset as a POSIX zone, with the sign the other way round.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * An organisation's zone as PostgreSQL spells it, or a 400 naming time_zone. It must be known to
 * the browser (Intl: the console shows times in it) and to the database (it counts days in it).
 * PostgreSQL's spelling is kept because Intl renames some zones ("Asia/Kolkata" to "Asia/Calcutta").
 */
export async function checkedTimeZone(q: Queryable, zone: string): Promise<string> {
  const problem = 'must be an IANA time zone name such as Africa/Nairobi';
  if (!ZONE_NAME.test(zone)) throw fieldError('time_zone', problem);
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw fieldError('time_zone', problem);
  }
  const { rows } = await q.query<{ name: string }>(
    'SELECT name FROM pg_timezone_names WHERE lower(name) = lower($1) ORDER BY name = $1 DESC LIMIT 1',
    [zone],
  );
  if (!rows[0]) throw fieldError('time_zone', problem);
  return rows[0].name;
}

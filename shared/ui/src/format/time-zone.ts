/**
 * The zone every time in the console is shown in: the organisation's, not the browser's,
 * so a clerk on a laptop set to another zone reads the same pickup time as the driver.
 * The API keeps no zone per organisation yet (its reports count days in the server's
 * MAZIWA_TIME_ZONE, Africa/Nairobi by default), so this is the one place the default lives.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

let current = DEFAULT_TIME_ZONE;

/** True when the runtime knows `zone` as an IANA time zone. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the zone times are shown in, e.g. from the organisation once the API offers one;
 * nothing, or a zone the runtime does not know, goes back to the default.
 *
 * @example setDisplayTimeZone(organization.time_zone) // "Africa/Kampala"
 */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  // The shell calls this on every render; checking a zone builds a date formatter, which
  // costs tens of milliseconds on a slow phone, so the same zone is not checked again.
  if (zone === current) return;
  current = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The zone times are shown in now. */
export function displayTimeZone(): string {
  return current;
}

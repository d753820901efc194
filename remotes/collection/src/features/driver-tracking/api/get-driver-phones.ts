import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trackingKeys, type TrackingRow } from './get-driver-tracking';

/**
 * GET /user-roles?org_id&filter=id:a,id:b&populate=user: the phones of the drivers on
 * screen, in one request per page, by their link id. Drivers without one are left out.
 */
export async function getDriverPhones(orgId: Id, linkIds: Id[]): Promise<Record<Id, string>> {
  const filter = linkIds.map((id) => `id:${id}`).join(',');
  const page = await userRolesApi.list({ org_id: orgId, filter, populate: 'user', limit: linkIds.length });
  return Object.fromEntries(
    page.data.flatMap((link) => (link.user?.contact_info?.phone ? [[link.id, link.user.contact_info.phone]] : [])),
  );
}

/** A driver's phone, or why there is none to use. */
export type PhoneLookup = { phone: string } | { phone: null; reason: string };

/**
 * The phone of each driver row: the row's own when the API sends one, else the driver's
 * user account. Stable while the answer is, so a table's columns are not rebuilt.
 *
 * @example const phoneOf = useDriverPhones(orgId, tracking.rows); phoneOf(row).phone
 */
export function useDriverPhones(orgId: Id | null, rows: TrackingRow[]): (row: TrackingRow) => PhoneLookup {
  const missing = rows.filter((row) => !row.phone).map((row) => row.id);
  const { data, isLoading, error } = useQuery({
    queryKey: trackingKeys.phones(orgId, missing),
    queryFn: () => getDriverPhones(orgId!, missing),
    enabled: orgId !== null && missing.length > 0,
    staleTime: 5 * 60 * 1000,
  });
  return useCallback(
    (row: TrackingRow): PhoneLookup => {
      const phone = row.phone || data?.[row.id];
      if (phone) return { phone };
      if (isLoading) return { phone: null, reason: 'Looking up the phone number...' };
      if (error) return { phone: null, reason: 'The phone number could not be looked up' };
      return { phone: null, reason: `No phone number is on file for ${row.driver_name}` };
    },
    [data, isLoading, error],
  );
}

import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { personName } from '../people';

/** A farmer found by the search box. */
export interface ProducerOption {
  /** The Producer link. */
  id: Id;
  name: string;
  memberNumber: string | null;
}

/** Enough to pick from; a longer list means the person should type more. */
export const PRODUCER_RESULTS = 20;

/**
 * GET /user-roles?filter=role_name:Producer&q=<text>&populate=user: farmers whose name or
 * member number holds the text, found by the API (an organisation may have 100,000; none are
 * loaded up front).
 */
export async function searchProducers(orgId: Id, text: string): Promise<ProducerOption[]> {
  const page = await userRolesApi.list({
    org_id: orgId,
    filter: 'role_name:Producer',
    q: text,
    populate: 'user',
    sort: 'member_id',
    limit: PRODUCER_RESULTS,
  });
  return page.data.map((link) => ({ id: link.id, name: personName(link), memberNumber: link.member_id }));
}

/**
 * @example const found = useProducerSearch(orgId, 'wanj'); // found.data: [{ id, name: 'Jane Wanjiru', memberNumber: 'MEM-001' }]
 */
export function useProducerSearch(orgId: Id | null, text: string) {
  return useQuery({
    queryKey: ['producers', 'search', orgId, text],
    queryFn: () => searchProducers(orgId as Id, text),
    enabled: orgId !== null && text.length > 0,
  });
}

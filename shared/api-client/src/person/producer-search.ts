import type { Id, RowOf } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { userRolesApi } from '../endpoints';
import { useOrgId } from '../session';

type ProducerLink = RowOf<'/user-roles'>;

/** A farmer found by name or member number, ready for @maziwa/ui's SearchSelectField. */
export interface ProducerOption {
  /** The Producer link (what a supply, feed issue or visit records as producer_id). */
  id: ProducerLink['id'];
  name: string;
  memberNumber: ProducerLink['member_id'];
  /** "Jane Wanjiru (MEM-001)": how the farmer reads in a search box once chosen. */
  label: string;
}

/** Enough to pick from; a longer list means the person should type more. */
export const PRODUCER_RESULTS = 20;

/** Keys of farmer searches. */
export const producerSearchKeys = {
  all: ['producers', 'search'] as const,
  search: (orgId: Id | null, text: string) => [...producerSearchKeys.all, orgId, text] as const,
};

/** "Jane Wanjiru (MEM-001)", or the name alone when the farmer has no member number. */
export const producerLabel = (name: string, memberNumber: string | null | undefined) =>
  memberNumber ? `${name} (${memberNumber})` : name;

function toOption(link: ProducerLink): ProducerOption {
  const fullName = [link.user?.first_name, link.user?.last_name].filter(Boolean).join(' ');
  // A farmer without a name on record reads as their member number, once.
  const name = fullName || link.member_id || 'Unknown';
  return {
    id: link.id,
    name,
    memberNumber: link.member_id,
    label: fullName ? producerLabel(fullName, link.member_id) : name,
  };
}

/**
 * GET /user-roles?filter=role_name:Producer&q=<text>&populate=user: farmers whose name or
 * member number holds the text, found by the API (an organisation may have 100,000; none are
 * loaded up front), by member number.
 *
 * @example await searchProducers(orgId, 'wanj'); // [{ id, name: 'Jane Wanjiru', memberNumber: 'MEM-001', label: 'Jane Wanjiru (MEM-001)' }]
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
  return page.data.map(toOption);
}

/**
 * The farmers of the signed-in organisation matching the text; asks nothing for ''. It is the
 * search hook of a farmer SearchSelectField.
 *
 * @example <SearchSelectField name="producerId" labelName="producerLabel" label="Producer" noun="producer" useSearch={useProducerSearch} />
 */
export function useProducerSearch(text: string) {
  const orgId = useOrgId();
  return useQuery({
    queryKey: producerSearchKeys.search(orgId, text),
    queryFn: () => searchProducers(orgId as Id, text),
    enabled: orgId !== null && text.length > 0,
  });
}

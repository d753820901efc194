import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import type { SelectOption } from '@maziwa/ui';
import { useQuery, keepPreviousData } from '@tanstack/react-query';

/** How many farmers a search offers at once: a name or member number narrows the rest. */
export const FARMER_MATCHES = 50;

/**
 * GET /user-roles?filter=role_name:Producer&q=...&populate=user: farmers (Producer links) whose
 * name or member number holds `search`, by name, as "Name (member number)" options.
 *
 * @example const { data: farmers } = useFarmerOptions(orgId, 'akinyi'); // [{ value: 'link-1', label: 'Akinyi Otieno (F-001)' }]
 */
export function useFarmerOptions(orgId: Id | null, search: string) {
  return useQuery({
    queryKey: ['farmer-options', orgId, search],
    queryFn: async (): Promise<SelectOption[]> => {
      const q = search.trim() || undefined;
      const page = await userRolesApi.list({ org_id: orgId as Id, filter: 'role_name:Producer', populate: 'user', q, sort: 'person_name', limit: FARMER_MATCHES });
      return page.data.map((link) => {
        const name = [link.user?.first_name, link.user?.last_name].filter(Boolean).join(' ') || link.member_id || 'Unknown';
        return { value: link.id, label: link.member_id && name !== link.member_id ? `${name} (${link.member_id})` : name };
      });
    },
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });
}

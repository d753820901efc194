import type { Id } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPeople, personName } from '../../../lib/people';

export interface QaAgentOption {
  value: Id;
  label: string;
}

/** An organisation has tens of QA agents: one page holds them. */
const QA_AGENTS_LIMIT = 500;

/** GET /user-roles?filter=role_name:QA/Collector&populate=user: the Assigned QA Agent options (value = link id). */
export async function getQaAgentOptions(orgId: Id): Promise<QaAgentOption[]> {
  const links = await getPeople(orgId, 'role_name:QA/Collector', QA_AGENTS_LIMIT);
  return links
    .map((link) => ({ value: link.id, label: personName(link) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * @example const { data: agents = [] } = useQaAgentOptions(useOrgId());
 */
export function useQaAgentOptions(orgId: Id | null) {
  return useQuery(
    queryOptions({
      queryKey: ['user-roles', 'qa-agents', orgId] as const,
      queryFn: () => getQaAgentOptions(orgId as Id),
      enabled: orgId !== null,
    }),
  );
}

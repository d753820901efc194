import { userRolesApi } from '@maziwa/api-client';
import type { Id, UserRole } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';

/** A QA/Collector link; with populate=user the API nests its user account. */
export type QaAgentLink = UserRole;

const ALL = 1000;

/** GET /user-roles?org_id&filter=role_name:QA/Collector&populate=user: who can test a batch. */
export async function getQaAgents(orgId: Id): Promise<QaAgentLink[]> {
  const page = await userRolesApi.list({
    org_id: orgId,
    filter: 'role_name:QA/Collector',
    populate: 'user',
    limit: ALL,
  });
  return page.data;
}

/** "First Last" of an agent, else their member id. */
export function agentName(link: QaAgentLink): string {
  const name = [link.user?.first_name, link.user?.last_name].filter(Boolean).join(' ');
  return name || link.member_id || 'Unknown';
}

/**
 * @example const agents = useQaAgents(useOrgId());
 */
export function useQaAgents(orgId: Id | null) {
  return useQuery({
    queryKey: ['qa-agents', 'options', orgId],
    queryFn: () => getQaAgents(orgId!),
    enabled: orgId !== null,
  });
}

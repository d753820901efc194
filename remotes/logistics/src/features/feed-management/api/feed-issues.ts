import { createResource, listEndpoint, useServerList, type ListParams } from '@maziwa/api-client';
import type { BodyOf, Id, RowOf } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueFormValues } from '../model/issue-form-values';
import { feedKeys } from './feed-keys';
import { renameFieldErrors } from './form-errors';

/** Stock issued to a farmer (a supply naming the product), as GET /feed-issues answers it. */
export type IssueRow = RowOf<'/feed-issues'>;
export type IssueCreate = BodyOf<'/feed-issues', 'post'>;

/** GET /feed-issues: newest first; q (farmer, member number, product), filter (category), from/to by the API. */
export const issuesList = listEndpoint('feed-issues');
const issuesApi = createResource('feed-issues');

/** @example const issues = useFeedIssues(orgId, { q: 'wanjiru' }); */
export function useFeedIssues(orgId: Id | null, params: ListParams<'feed-issues'>) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: feedKeys.issues(orgId),
    endpoint: issuesList,
    params: { org_id: orgId, ...params },
    enabled: orgId !== null,
  });
}

export function toIssueCreate(values: IssueFormValues, orgId: Id): IssueCreate {
  const notes = values.notes.trim();
  return {
    organization_id: orgId,
    product_id: values.productId,
    producer_id: values.producerId,
    quantity: Number(values.quantity),
    ...(notes ? { notes } : {}),
  };
}

const FIELD_OF = { product_id: 'productId', producer_id: 'producerId', quantity: 'quantity', notes: 'notes' };

/**
 * Issues stock to a farmer: the API writes the supply (Supplies lists it, pay deducts it) or
 * refuses more than is in stock at Quantity. Stock, issues and supplies refresh.
 */
export function useIssueStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, orgId }: { values: IssueFormValues; orgId: Id }) =>
      issuesApi.create(toIssueCreate(values, orgId)).catch((error: unknown) => {
        throw renameFieldErrors(error, FIELD_OF);
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['supplies'] });
    },
  });
}

import { request } from '@maziwa/api-client';
import type { Id, QualityTest } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qualityTestsKeys } from './get-quality-tests';

/** POST /quality-tests body: the readings of one batch; the API fills id and defaults. */
export type QualityTestCreate = Omit<QualityTest, 'id' | 'organization_id' | 'qa_agent_id' | 'notes'> & {
  organization_id: Id;
  qa_agent_id?: Id | null;
  notes?: string | null;
};

/** POST /quality-tests: records a platform test; a 400 names the fields it refuses. */
export function createQualityTest(body: QualityTestCreate): Promise<QualityTest> {
  return request.post<QualityTest>('quality-tests', body);
}

/**
 * Saves a test and refreshes the Quality Tests list.
 *
 * @example
 * const create = useCreateQualityTest();
 * await create.mutateAsync(body);
 */
export function useCreateQualityTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQualityTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qualityTestsKeys.all }),
  });
}

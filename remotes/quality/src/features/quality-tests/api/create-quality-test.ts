import { request } from '@maziwa/api-client';
import type { QualityTest, QualityTestCreate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qualityTestsKeys } from './get-quality-tests';

export type { QualityTestCreate };

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

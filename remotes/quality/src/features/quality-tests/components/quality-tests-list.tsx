import type { ServerList } from '@maziwa/api-client';
import type { QualityTestRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { QualityTestsTable } from './quality-tests-table';

/**
 * The organisation's quality tests: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), then the table
 * (one page from the server).
 *
 * @example
 * const tests = useQualityTests(orgId, useFilterParams(filters));
 * <QualityTestsList list={tests} />
 */
export function QualityTestsList({ list }: { list: ServerList<QualityTestRow> }) {
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading quality tests..."
      errorText="Failed to fetch quality tests"
    >
      <QualityTestsTable rows={list.rows} server={list.server} />
    </QueryState>
  );
}

import type { ServerList } from '@maziwa/api-client';
import { type FarmerProfileRow, pagePath } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { FarmersTable } from './farmers-table';

export interface FarmersListProps {
  /** The page's farmers list (useFarmers), shared with its Export Data button. */
  list: ServerList<FarmerProfileRow>;
}

/**
 * The organisation's farmers with the loading and failure texts (docs/rules.md#list-loading-and-failure-texts); a farmer's name
 * or View opens their page, Edit its form.
 *
 * @example
 * <FarmersList list={useFarmers(orgId, params)} />
 */
export function FarmersList({ list }: FarmersListProps) {
  const navigate = useNavigate();
  // Stable, so the table's columns are not rebuilt on every render.
  const view = useCallback(
    (farmer: FarmerProfileRow) => navigate(pagePath('/farmers/farmers-profiles/:id', { id: farmer.id })),
    [navigate],
  );
  const edit = useCallback(
    (farmer: FarmerProfileRow) => navigate(pagePath('/farmers/farmers-profiles/:id/edit', { id: farmer.id })),
    [navigate],
  );
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading user roles..."
      errorText="Failed to fetch user roles"
    >
      <FarmersTable farmers={list.rows} server={list.server} onView={view} onEdit={edit} />
    </QueryState>
  );
}

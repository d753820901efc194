import { useOrgId, type ServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { Button, Can, ExportDataButton, ListPage, QueryState } from '@maziwa/ui';
import type { ReactNode } from 'react';
import { useOfficers } from '../api/get-officers';
import type { ExtensionFilters, ExtensionListParams, ParamNames } from '../model/extension-filters';
import {
  ExtensionFilterBar,
  useExtensionFilters,
  useExtensionParams,
  type ExtensionFilterBarProps,
} from './extension-filters';

/**
 * An extension list's filters and its page of rows from the API, the filters sent as `names` says.
 *
 * @example const { filters, setFilters, list } = useExtensionList(useAssignments, { status: 'status', flag: 'overdue' });
 */
export function useExtensionList<Row>(
  useList: (orgId: Id | null, params: ExtensionListParams) => ServerList<Row>,
  names: ParamNames,
) {
  const orgId = useOrgId();
  const [filters, setFilters] = useExtensionFilters();
  const list = useList(orgId, useExtensionParams(filters, names));
  return { filters, setFilters, list };
}

export interface ExtensionListPageProps<Row> {
  title: string;
  /** "Add Assignment": shown to those who may create (extension_services:create). */
  addLabel: string;
  onAdd(): void;
  list: ServerList<Row>;
  /** Export Data downloads the whole filtered list under this name. */
  exportFileName: string;
  filters: ExtensionFilters;
  onFiltersChange(next: ExtensionFilters): void;
  /** What differs between the lists' filter bars: the status select, the flag, the dates, the search. */
  filterBar: Omit<ExtensionFilterBarProps, 'value' | 'onChange' | 'officers'>;
  loadingText: string;
  errorText: string;
  /** The table of the list's rows. */
  children: ReactNode;
  /** The dialogs open over the list. */
  dialogs?: ReactNode;
}

/**
 * The page of Assignments and Call Logs: title, Add and Export Data, the filter bar with the
 * organisation's officers, then the table, or its loading or failure text.
 */
export function ExtensionListPage<Row>({
  title,
  addLabel,
  onAdd,
  list,
  exportFileName,
  filters,
  onFiltersChange,
  filterBar,
  loadingText,
  errorText,
  children,
  dialogs,
}: ExtensionListPageProps<Row>) {
  const officers = useOfficers(useOrgId());
  return (
    <ListPage
      title={title}
      actions={
        <>
          <Can permission="extension_services:create">
            <Button onClick={onAdd}>{addLabel}</Button>
          </Can>
          <ExportDataButton
            onExport={() => list.exportCsv(exportFileName)}
            exporting={list.isExporting}
            error={list.exportError}
          />
        </>
      }
      filters={
        <ExtensionFilterBar
          value={filters}
          onChange={onFiltersChange}
          officers={(officers.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          {...filterBar}
        />
      }
    >
      <QueryState isLoading={list.isLoading} error={list.error} loadingText={loadingText} errorText={errorText}>
        {children}
      </QueryState>
      {dialogs}
    </ListPage>
  );
}

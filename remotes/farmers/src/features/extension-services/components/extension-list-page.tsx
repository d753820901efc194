import { useOrgId, type ServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { ListActions, ListPage, QueryState } from '@maziwa/ui';
import type { ReactNode } from 'react';
import { useOfficers } from '../api/get-officers';
import type { ExtensionListParams, ParamNames } from '../model/extension-filters';
import type { ExtensionListText } from '../model/extension-lists';
import { ExtensionFilterBar, useExtensionFilters, useExtensionParams } from './extension-filters';

/**
 * An extension list's filters and its page of rows from the API, the filters sent as `names` says.
 *
 * @example const { filters, setFilters, list } = useExtensionList(useAssignments, { status: 'status', flag: 'overdue' });
 */
function useExtensionList<Row>(
  useList: (orgId: Id | null, params: ExtensionListParams) => ServerList<Row>,
  names: ParamNames,
) {
  const orgId = useOrgId();
  const [filters, setFilters] = useExtensionFilters();
  const list = useList(orgId, useExtensionParams(filters, names));
  return { filters, setFilters, list };
}

export interface ExtensionListPageProps<Row> {
  /** Which list: its texts and the names its filters are sent under. */
  text: ExtensionListText;
  /** The list's query hook (useAssignments, useCallLogs). */
  useList: (orgId: Id | null, params: ExtensionListParams) => ServerList<Row>;
  /** The page's declared `search` (its pages.json), which its first frame draws too. */
  searchPlaceholder?: string;
  onAdd(): void;
  /** The table of the list's rows. */
  children: (list: ServerList<Row>) => ReactNode;
  /** The dialogs open over the list. */
  dialogs?: ReactNode;
}

/**
 * The page of Assignments and Call Logs: title, Add and Export Data, the filter bar with the
 * organisation's officers, then the table, or its loading or failure text.
 *
 * @example
 * <ExtensionListPage text={ASSIGNMENTS_LIST} useList={useAssignments} onAdd={add}>
 *   {(list) => <AssignmentsTable rows={list.rows} server={list.server} />}
 * </ExtensionListPage>
 */
export function ExtensionListPage<Row>({
  text,
  useList,
  searchPlaceholder,
  onAdd,
  children,
  dialogs,
}: ExtensionListPageProps<Row>) {
  const { filters, setFilters, list } = useExtensionList(useList, text.params);
  const officers = useOfficers(useOrgId());
  return (
    <ListPage
      title={text.title}
      actions={
        <ListActions
          add={{ label: text.addLabel, permission: 'extension_services:create', onClick: onAdd }}
          list={list}
          fileName={text.exportFileName}
        />
      }
      filters={
        <ExtensionFilterBar
          value={filters}
          onChange={setFilters}
          officers={(officers.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          searchPlaceholder={searchPlaceholder}
          {...text.filterBar}
        />
      }
    >
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        loadingText={text.loadingText}
        errorText={text.errorText}
      >
        {children(list)}
      </QueryState>
      {dialogs}
    </ListPage>
  );
}

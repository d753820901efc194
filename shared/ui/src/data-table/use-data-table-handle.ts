import { useCallback, useRef } from 'react';
import type { DataTableHandle } from './types';

/**
 * For pages whose Export Data button sits in the header, away from the table.
 *
 * @example
 * const { tableRef, exportCsv } = useDataTableHandle();
 * <ListPage title="Rejection Logs" actions={<Button onClick={() => exportCsv()}>Export Data</Button>}>
 *   <DataTable tableRef={tableRef} ariaLabel="Rejection logs" rows={rows} columns={columns} />
 * </ListPage>
 */
export function useDataTableHandle() {
  const tableRef = useRef<DataTableHandle>(null);
  const exportCsv = useCallback((fileName?: string) => tableRef.current?.exportCsv(fileName), []);
  return { tableRef, exportCsv };
}

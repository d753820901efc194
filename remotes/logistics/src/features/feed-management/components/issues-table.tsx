import {
  DataTable,
  formatDateTime,
  formatMoney,
  formatNumber,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';
import type { IssueRow } from '../api/feed-issues';
import { categoryLabel } from '../model/feed-text';

export interface IssuesTableProps {
  issues: IssueRow[];
  server: DataTableServer;
}

const getRowId = (issue: IssueRow) => issue.id;

/** Stock issued to farmers on credit: who took what, and what they owe (deducted from pay). */
export function IssuesTable({ issues, server }: IssuesTableProps) {
  const columns = useMemo<DataTableColumn<IssueRow>[]>(
    () => [
      {
        field: 'issued_at',
        headerName: 'Date Issued',
        valueFormatter: (value) => formatDateTime(String(value)),
        sortField: 'issued_at',
      },
      {
        field: 'farmer_name',
        headerName: 'Farmer',
        flex: 2,
        valueFormatter: (value) => String(value ?? 'N/A'),
        sortField: 'farmer_name',
      },
      {
        field: 'member_id',
        headerName: 'Member ID',
        valueFormatter: (value) => String(value ?? ''),
        sortField: 'member_id',
      },
      { field: 'product_name', headerName: 'Product', flex: 2, sortField: 'product_name' },
      {
        field: 'category',
        headerName: 'Category',
        valueFormatter: (value) => categoryLabel(String(value ?? '')),
        sortField: 'category',
      },
      {
        field: 'quantity',
        headerName: 'Quantity',
        valueFormatter: (value, issue) => `${formatNumber(Number(value))} ${issue.unit}`,
        sortField: 'quantity',
      },
      {
        field: 'unit_price',
        headerName: 'Unit Price (Ksh)',
        valueFormatter: (value) => formatMoney(Number(value)),
        sortField: 'unit_price',
      },
      {
        field: 'total_cost',
        headerName: 'Total Cost (Ksh)',
        valueFormatter: (value) => formatMoney(Number(value)),
        sortField: 'total_cost',
      },
    ],
    [],
  );
  return (
    <DataTable
      ariaLabel="Issued to farmers"
      rows={issues}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="Nothing issued yet."
    />
  );
}

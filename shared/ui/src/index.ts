export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { Spinner, type SpinnerProps } from './button/spinner';
export { DataTable } from './data-table/data-table';
export { useDataTableHandle } from './data-table/use-data-table-handle';
export type { DataTableColumn, DataTableHandle, DataTableProps } from './data-table/types';

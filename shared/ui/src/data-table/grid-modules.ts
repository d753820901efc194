import {
  ClientSideRowModelModule,
  CsvExportModule,
  PaginationModule,
  QuickFilterModule,
  RowApiModule,
  type Module,
} from 'ag-grid-community';

/**
 * Only the ag-grid features DataTable uses, given to each grid (not the global registry),
 * so the kit does not change other grids. Sorting, flex columns and React cell renderers
 * are part of the core module.
 */
export const gridModules: Module[] = [
  ClientSideRowModelModule,
  PaginationModule,
  QuickFilterModule,
  CsvExportModule,
  RowApiModule,
];

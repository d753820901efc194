import {
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  PaginationModule,
  QuickFilterModule,
  RowApiModule,
  RowStyleModule,
  type Module,
} from 'ag-grid-community';

/**
 * Only the ag-grid features DataTable uses, given to each grid (not the global registry),
 * so the kit does not change other grids. Sorting, flex columns and React cell renderers
 * are part of the core module; ColumnApiModule lets server mode read and set the sort.
 *
 * Where the saving goes: ag-grid-community and ag-grid-react are not federation shared
 * packages (shared/tooling/webpack/federation-shared.cjs): a shared package is bundled whole,
 * whatever its users import. They are plain dependencies of @maziwa/ui, which is a shared
 * singleton, so webpack tree-shakes ag-grid to this list inside the kit's lazy grid chunk
 * (grid-table.tsx) and a page fetches that chunk once, from the app that provided the kit
 * (the host in the console, the remote itself when it runs standalone).
 *
 * Measured 2026-11-29 (ag-grid-community 36.2, minified, gzip -9, with ag-grid-react and
 * themeQuartz): this list 783 KB / 222 KB; AllCommunityModule 1,141 KB / 321 KB; the
 * core alone (ClientSideRowModelModule) 693 KB / 198 KB, 181 KB without ag-grid-react. What
 * each module of the list adds: PaginationModule 15 KB, CsvExportModule 4, QuickFilterModule
 * 4, ColumnApiModule 1.5, RowApiModule and RowStyleModule under 1. The console's grid chunk
 * is 216.7 KiB gzip -9 (bench/README.md, "Desktop pages and ag-grid").
 *
 * So no list of modules brings a first page with a table to 300 KiB on a desktop: the page
 * without the grid is 181-207 KiB (what a phone downloads), and the core alone is 181-198
 * more. Hence a desktop's table starts plain too, and this chunk is fetched only when the
 * person reaches for the table (reach-for-grid.tsx).
 */
export const gridModules: Module[] = [
  ClientSideRowModelModule,
  PaginationModule,
  QuickFilterModule,
  CsvExportModule,
  RowApiModule,
  ColumnApiModule,
  // rowClass: a row that must stand out (an overdue visit).
  RowStyleModule,
];

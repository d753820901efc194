// @maziwa/ui: the shared UI kit. Components load their own CSS; apps load the design
// tokens once (`@maziwa/design-tokens/tokens.css` and `base.css`).
//
// The form kit (formik and yup underneath) is its own entry, `@maziwa/ui/forms` (forms.ts):
// nothing here imports formik or yup, so a page without a form (the dashboard, a report)
// never downloads them (26 KiB gzip).

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { Spinner, type SpinnerProps } from './button/spinner';
export { LinkButton, type LinkButtonProps } from './button/link-button';

export { Dialog, type DialogProps } from './dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export {
  DIALOG_LOAD_ERROR,
  DIALOG_LOAD_FAILED_TITLE,
  DIALOG_LOADING_TITLE,
  lazyDialog,
  type LazyDialogProps,
} from './dialog/lazy-dialog';
export { fieldErrorsOf, SUBMIT_ERROR_MESSAGE } from './form/field-errors';
export {
  DetailsList,
  type DetailsListEntry,
  type DetailsListItemProps,
  type DetailsListProps,
} from './details-list/details-list';

export { DataTable } from './data-table/data-table';
export { exportColumnsOf } from './data-table/server-export-columns';
export { RowActions, type RowAction, type RowActionsProps } from './data-table/row-actions';
export {
  Can,
  holdsAll,
  PermissionsProvider,
  usePermissionCheck,
  type CanProps,
  type PermissionCheck,
  type PermissionsProviderProps,
  type RequiredPermission,
} from './permissions/can';
export { NoAccessPanel, NO_ACCESS_TITLE } from './permissions/no-access-panel';
export { EDIT_PERSON_PERMISSIONS } from './permissions/person-permissions';
export { useDataTableHandle } from './data-table/use-data-table-handle';
export type {
  DataTableColumn,
  DataTableHandle,
  DataTableProps,
  DataTableServer,
  DataTableSort,
  SortDirection,
} from './data-table/types';

export { Panel, type PanelProps } from './panel/panel';
export { Chart } from './chart/chart';
export type { ChartColor, ChartProps, ChartSeries } from './chart/chart-types';

export { lazyPage, pageRoutes, type LazyPage, type PageMap, type PageProps } from './page-routes/page-routes';
export { CHUNK_RETRY_DELAYS_MS, isChunkLoadError, loadChunk } from './page-routes/chunk-load';

export { ListPage, type ListPageProps } from './list-page/list-page';
export {
  FilterBar,
  FilterBarFrame,
  FilterSelect,
  type FilterBarProps,
  type FilterSelectProps,
} from './list-page/filter-bar';
export { FilterControl, type FilterControlProps } from './list-page/filter-control';
export { FilterSearch, type FilterSearchProps } from './list-page/filter-search';
export {
  emptyListFilters,
  type ListFilters,
  type Option as FilterOption,
  type OptionGroup as FilterOptionGroup,
} from './list-page/list-filters';
export { useListFilters, type UseListFiltersOptions } from './list-page/use-list-filters';
export { useUrlListPaging, type UrlListPaging, type UrlListPagingOptions } from './list-page/use-url-list-paging';
export { useUrlQuery, type UrlQuery, type UrlQueryChanges } from './list-page/use-url-query';
export { filtersToParams, type FiltersToParamsOptions, type ListFilterParams } from './list-page/filters-to-params';
export { useFilterParams, type UseFilterParamsOptions } from './list-page/use-filter-params';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useNearViewport } from './hooks/use-near-viewport';
export { ExportDataButton, type ExportableList, type ExportDataButtonProps } from './list-page/export-data-button';
export { ListActions, type ListActionsProps } from './list-page/list-actions';
export { QueryState, type QueryStateProps } from './list-page/query-state';
export { ServerListTable, type ServerListTableProps } from './list-page/server-list-table';
export { ErrorPanel, type ErrorPanelProps } from './list-page/error-panel';
export { EmptyState, type EmptyStateProps } from './list-page/empty-state';
export {
  isNotFoundError,
  NotFoundPanel,
  NOT_FOUND_MESSAGE,
  type NotFoundPanelProps,
} from './list-page/not-found-panel';
export { StatCards, type StatCard, type StatCardsProps } from './stat-cards/stat-cards';

export {
  DateTimePicker,
  DATE_TIME_DISPLAY_FORMAT,
  type DateTimePickerProps,
} from './date-time-picker/date-time-picker';
export { DatePicker, type DatePickerProps } from './date-time-picker/date-picker';
export { DateRangeFilter, type DateRange, type DateRangeFilterProps } from './list-page/date-range-filter';

export { Avatar, initialsOf, type AvatarProps } from './avatar/avatar';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge/status-badge';
export { PaymentStatusBadge, paymentStatusLabel, type ShownPaymentStatus } from './status-badge/payment-status-badge';
export { genderOptions, personStatusOptions } from './person/person-options';

export { formatKsh, formatMoney, type FormatKshOptions } from './format/format-ksh';
export {
  DATE_FORMAT,
  DATE_INPUT_HINT,
  DATE_TIME_FORMAT,
  TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatScheduleTime,
  formatTime,
  formatWallClock,
  parseDate,
} from './format/format-date';
export { formatCode, formatLitres, formatNumber, formatPercent } from './format/format-number';
export { DEFAULT_TIME_ZONE, displayTimeZone, setDisplayTimeZone } from './format/time-zone';
export { fromZonedInput, toZonedInput, type WallClock } from './format/zoned-time';
export { calendarDay, displayDay, isoDay, today, yearsBefore } from './format/calendar-day';
export {
  currentMonth,
  groupMonthsByYear,
  isMonth,
  MONTH_NAMES,
  monthDays,
  monthLabel,
  monthOptions,
  monthRange,
  previousMonth,
  recentMonths,
  type MonthOption,
  type MonthOptionGroup,
} from './format/months';

export { RecordHistory, type RecordHistoryProps } from './audit/record-history';
export { ChangeList, type ChangeListProps } from './audit/change-list';
export { auditActionLabel, changeSummary, formatAuditValue, EMPTY_VALUE } from './audit/audit-format';

export { showToast, Toaster, TOAST_DURATION_MS, type SavedToast, type ToasterProps } from './toast/toast';

// The shared pieces of the report pages: period and grouping in the URL, the page layout with
// Print, the section box with its chart and table, the report's tables from the API, and the
// chart's day ticks. Each report adds its own endpoints, columns and charts.
export { useReportQuery, type ReportQuery } from './use-report-query';
export { ReportLayout, ReportSection, type ReportLayoutProps, type ReportSectionProps } from './report-layout';
export { ReportTableSection, type ReportRows, type ReportTableSectionProps } from './report-table-section';
export { GroupedReportSection, type GroupedReportSectionProps, type GroupedRowsProps } from './grouped-report-section';
export { ReportIntervalSelect, type ReportIntervalSelectProps } from './report-interval-select';
export { useReportList, type ReportListOptions } from './use-report-list';
export {
  formatCount,
  formatLitresValue,
  formatPct,
  formatSccShort,
  formatShare,
  formatShortDate,
  SCC_LINES,
} from './report-format';
export { ALL_GROUPINGS, GROUPING_LABELS, type ReportGrouping } from './report-grouping';
export {
  REPORT_PERIODS,
  reportPeriod,
  WEEK_REPORT_PERIODS,
  type ReportPeriod,
  type ReportPeriodChoice,
  type ReportPeriodOption,
} from './report-period';

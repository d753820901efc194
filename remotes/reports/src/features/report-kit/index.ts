// The shared pieces of the report pages: period and grouping in the URL, the page layout with
// Print, and the section box. Each report adds its own API hooks, charts and tables.
export { useReportQuery, type ReportQuery } from './use-report-query';
export { ReportLayout, ReportSection, type ReportLayoutProps, type ReportSectionProps } from './report-layout';
export { ALL_GROUPINGS, GROUPING_LABELS, type ReportGrouping } from './report-grouping';
export { REPORT_PERIODS, reportPeriod, type ReportPeriod, type ReportPeriodChoice } from './report-period';

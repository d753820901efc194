import type { ServerList } from '@maziwa/api-client';
import { Chart, type ChartProps, type DataTableColumn } from '@maziwa/ui';
import { GROUPING_LABELS, type ReportGrouping } from './report-grouping';
import { ReportTableSection, type ReportTableSectionProps } from './report-table-section';

/** What a report page hands a grouped section: the rows from the API and what they are grouped by. */
export interface GroupedRowsProps<T> {
  list: ServerList<T>;
  group: ReportGrouping;
}

export interface GroupedReportSectionProps<T> extends Omit<ReportTableSectionProps<T>, 'columns' | 'chart'> {
  group: ReportGrouping;
  /** The field naming each row's group: the first column (headed by the grouping) and the charts' categories. */
  groupField: keyof T & string;
  /** The columns after the group's. */
  columns: DataTableColumn<T>[];
  /** The charts of the table's page of rows, side by side: each chart's series and formats. */
  charts?: Omit<ChartProps<T>, 'data' | 'x'>[];
}

/**
 * A report section with one row per group (route, centre, farmer...): the group's column first,
 * then the report's own, and charts of the same rows with the groups along the axis.
 *
 * @example
 * <GroupedReportSection group={group} groupField="group_name" list={list} columns={columns}
 *   charts={[{ series: [{ key: 'litres', label: 'Accepted (L)' }] }]} title="..." loadingText="..."
 *   errorText="..." emptyMessage="..." />
 */
export function GroupedReportSection<T>({
  group,
  groupField,
  columns,
  charts = [],
  ...section
}: GroupedReportSectionProps<T>) {
  return (
    <ReportTableSection
      {...section}
      columns={[{ field: groupField, headerName: GROUPING_LABELS[group], flex: 1.5 }, ...columns]}
      chart={
        charts.length > 0 && (
          <>
            {charts.map((chart, index) => (
              <Chart key={index} data={section.list.rows} x={groupField} {...chart} />
            ))}
          </>
        )
      }
    />
  );
}

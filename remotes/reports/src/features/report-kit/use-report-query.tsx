import { formatDate, useUrlQuery } from '@maziwa/ui';
import { ReportControls } from './report-controls';
import { ALL_GROUPINGS, type ReportGrouping } from './report-grouping';
import {
  DEFAULT_REPORT_PERIOD,
  isReportPeriodChoice,
  REPORT_PERIODS,
  reportPeriod,
  type ReportPeriod,
  type ReportPeriodChoice,
  type ReportPeriodOption,
} from './report-period';

export interface ReportQuery<G extends ReportGrouping = ReportGrouping> extends ReportPeriod {
  group_by: G;
}

/**
 * A report page's period and grouping, kept in the page's URL (?period=last_month&group_by=route,
 * plus from and to when custom), so a reload, Back and a shared link show the same report.
 *
 * @example
 * const { query, controls, periodLabel } = useReportQuery({ groupings: ['centre', 'route'] });
 * <ReportLayout title="Quality" controls={controls} periodLabel={periodLabel}> ... uses query ... </ReportLayout>
 */
export function useReportQuery<G extends ReportGrouping = ReportGrouping>({
  groupings = ALL_GROUPINGS as readonly G[],
  periods = REPORT_PERIODS,
  defaultPeriod = DEFAULT_REPORT_PERIOD,
}: {
  groupings?: readonly G[];
  /** The periods offered (default REPORT_PERIODS) and the one shown first. */
  periods?: readonly ReportPeriodOption[];
  defaultPeriod?: ReportPeriodChoice;
} = {}) {
  const params = useUrlQuery();
  const asked = params.get('period');
  const choice: ReportPeriodChoice = isReportPeriodChoice(asked, periods) ? asked : defaultPeriod;
  const period = reportPeriod(choice, { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const askedGroup = params.get('group_by');
  const groupBy = groupings.find((grouping) => grouping === askedGroup) ?? groupings[0];

  // Typing a custom day should not fill the history with one entry per change. Another
  // period or grouping starts the report's main table again at its first page.
  const update = (changes: Record<string, string | undefined>) =>
    params.set({ ...changes, page: undefined }, { replace: true });

  const onPeriodChange = (next: ReportPeriodChoice, custom?: ReportPeriod) =>
    update(
      next === 'custom' && custom
        ? { period: next, from: custom.from, to: custom.to }
        : { period: next, from: undefined, to: undefined },
    );

  const controls = (
    <ReportControls
      choice={choice}
      period={period}
      onPeriodChange={onPeriodChange}
      periods={periods}
      groupings={groupings}
      groupBy={groupBy}
      onGroupByChange={(next) => update({ group_by: next })}
    />
  );
  const query: ReportQuery<G> = { from: period.from, to: period.to, group_by: groupBy };
  return { query, choice, controls, periodLabel: `${formatDate(period.from)} – ${formatDate(period.to)}` };
}

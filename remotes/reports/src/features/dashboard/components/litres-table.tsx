import type { LitresPerDayPoint } from '@maziwa/contracts';
import { formatDate, formatNumber } from '@maziwa/ui';

export interface LitresTableProps {
  points: LitresPerDayPoint[];
  /** e.g. "October 2026". */
  period: string;
}

/**
 * The chart's text alternative: every day's morning, evening and total litres, as a
 * table screen readers can walk. Hidden from sight; the chart is hidden from them.
 */
export function LitresTable({ points, period }: LitresTableProps) {
  const total = points.reduce((sum, point) => sum + point.total_litres, 0);
  // Hidden inside a clipped box, not on the table itself: a table is never narrower than its
  // columns, so a "1 px" table stays ~480 px wide and made the phone's page scroll sideways.
  return (
    <div className="mz-visually-hidden">
      <table>
        <caption>{`Litres collected per day, ${period}: ${formatNumber(total)} L in all`}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Morning (L)</th>
            <th scope="col">Evening (L)</th>
            <th scope="col">Total (L)</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDate(point.date)}</th>
              <td>{formatNumber(point.morning_litres)}</td>
              <td>{formatNumber(point.evening_litres)}</td>
              <td>{formatNumber(point.total_litres)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

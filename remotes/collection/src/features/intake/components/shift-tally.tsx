import { formatLitres, formatNumber } from '@maziwa/ui';
import type { ShiftTally } from '../model/tally';

/** The shift's figures: deliveries, litres accepted and rejected (waiting ones included). */
export function ShiftTallyCards({ tally }: { tally: ShiftTally }) {
  return (
    <dl className="mz-intake__tally">
      <div>
        <dt>Deliveries</dt>
        <dd>{formatNumber(tally.deliveries, 0)}</dd>
      </div>
      <div>
        <dt>Litres accepted</dt>
        <dd>{formatLitres(tally.litresAccepted)}</dd>
      </div>
      <div>
        <dt>Litres rejected</dt>
        <dd>{formatLitres(tally.litresRejected)}</dd>
      </div>
    </dl>
  );
}

import { Button } from '../button/button';
import { formatKsh } from '../format/format-ksh';
import './balance-header.css';

export interface BalanceHeaderProps {
  balance: number;
  totalDue: number;
  totalOverdue: number;
  onTopUp?(): void;
  topUpDisabled?: boolean;
}

/**
 * Balance, Top Up, Total Due and Total Overdue above a payment list (spec 2.5).
 *
 * @example
 * <BalanceHeader balance={450000} totalDue={51200} totalOverdue={78000} onTopUp={openTopUp} />
 */
export function BalanceHeader({ balance, totalDue, totalOverdue, onTopUp, topUpDisabled }: BalanceHeaderProps) {
  return (
    <section className="mz-balance-header" aria-label="Account balance">
      <dl className="mz-balance-header__figures">
        <div className="mz-balance-header__figure mz-balance-header__figure--balance">
          <dt>Balance</dt>
          <dd>{formatKsh(balance)}</dd>
        </div>
        <div className="mz-balance-header__figure">
          <dt>Total Due</dt>
          <dd>{formatKsh(totalDue)}</dd>
        </div>
        <div className="mz-balance-header__figure">
          <dt>Total Overdue</dt>
          <dd className="mz-balance-header__overdue">{formatKsh(totalOverdue)}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={onTopUp} disabled={topUpDisabled}>
        Top Up
      </Button>
    </section>
  );
}

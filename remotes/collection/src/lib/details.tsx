import { Fragment, type ReactNode } from 'react';
import './details.css';

/**
 * A read-only list of label and value pairs, as View dialogs show a row.
 *
 * @example
 * <DetailsList items={[['Center Name', row.route_name], ['Driver', row.driver_name ?? 'N/A']]} />
 */
export function DetailsList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="details-list">
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

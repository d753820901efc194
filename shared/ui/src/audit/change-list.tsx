import type { AuditFieldChange } from '@maziwa/contracts';
import { changeLabel, changeText } from './audit-format';
import './audit.css';

export interface ChangeListProps {
  changes: Record<string, AuditFieldChange>;
  /** Names the table for screen readers, e.g. "Changes". */
  label?: string;
}

/**
 * Every changed field of an audit event with its value before and after: the field as its
 * form labels it, ids as the names they stood for.
 *
 * @example
 * <ChangeList changes={event.changes} label="Changes" />
 */
export function ChangeList({ changes, label = 'Changes' }: ChangeListProps) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <p className="mz-audit__none">No field values recorded.</p>;
  return (
    <table className="mz-audit-changes" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([field, change]) => (
          <tr key={field}>
            <th scope="row">{changeLabel(field, change)}</th>
            <td>{changeText(change, 'before')}</td>
            <td>{changeText(change, 'after')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

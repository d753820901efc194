import { useId, type ReactNode } from 'react';
import './panel.css';

export interface PanelProps {
  /** The panel's h2, which also names the region for screen readers. */
  title: string;
  /**
   * A sentence under the title: how its numbers are counted. Several (a list of strings) are
   * shown as a list, one rule per line, easier to read on a phone than one long paragraph.
   */
  note?: ReactNode | readonly string[];
  /** Beside the title: a search box, a Close button. */
  actions?: ReactNode;
  /** Stands out from its neighbours (e.g. a drill-down opened from a row). */
  emphasis?: boolean;
  children: ReactNode;
}

const isList = (note: PanelProps['note']): note is readonly string[] =>
  Array.isArray(note) && note.every((rule) => typeof rule === 'string');

/**
 * A bordered box of a page, headed by its title: the dashboard's panels, the inventory's
 * sections, a report's sections.
 *
 * @example
 * <Panel title="Collection Centres" actions={<input type="search" aria-label="Search collection centres" />}>
 *   <CentresTable />
 * </Panel>
 */
export function Panel({ title, note, actions, emphasis = false, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={emphasis ? 'mz-panel mz-panel--emphasis' : 'mz-panel'} aria-labelledby={titleId}>
      <div className="mz-panel__header">
        <h2 id={titleId} className="mz-panel__title">
          {title}
        </h2>
        {actions && <div className="mz-panel__actions">{actions}</div>}
      </div>
      {isList(note) ? (
        <ul className="mz-panel__note mz-panel__note--list">
          {note.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : (
        note && <p className="mz-panel__note">{note}</p>
      )}
      {children}
    </section>
  );
}

import { Button, ListPage, Panel } from '@maziwa/ui';
import type { ReactNode } from 'react';
import './report-kit.css';

export interface ReportLayoutProps {
  /** The page's h1, e.g. "Quality". */
  title: string;
  /** One sentence under the title: what the report answers (the report's declared `description`, see declaredPage). */
  description?: string;
  /** useReportQuery's controls. */
  controls: ReactNode;
  /** "1 Nov 2026 – 25 Nov 2026": printed under the title, where the controls are not. */
  periodLabel: string;
  /** Header buttons before Print, usually Export Data. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The page of every report: title, Export Data and Print, period and grouping, then its
 * sections. Printing leaves out the sidebar, the controls and the buttons, and says the
 * period instead.
 */
export function ReportLayout({ title, description, controls, periodLabel, actions, children }: ReportLayoutProps) {
  return (
    <div className="report-layout">
      <ListPage
        title={title}
        description={description}
        actions={
          <div className="report-layout__actions">
            {actions}
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        }
        filters={controls}
      >
        <p className="report-layout__period">
          Period: <strong>{periodLabel}</strong>
        </p>
        <div className="report-layout__sections">{children}</div>
      </ListPage>
    </div>
  );
}

export interface ReportSectionProps {
  title: string;
  /** A sentence under the title: how the numbers are counted (several: a list, one rule each). */
  note?: string | readonly string[];
  children: ReactNode;
}

/** One box of a report: a heading, then usually a chart and the table of the same numbers. */
export function ReportSection({ title, note, children }: ReportSectionProps) {
  return (
    <Panel title={title} note={note}>
      {children}
    </Panel>
  );
}

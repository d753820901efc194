import { useId, type ReactNode } from 'react';
import './rates-section.css';

export interface RatesSectionProps {
  /** The section's h2, also its region's name. */
  title: string;
  /** What the figures of the section do, in a sentence. */
  description?: ReactNode;
  /** The section's buttons (Add...). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One part of a payroll settings page: a heading with its buttons, a sentence saying what it
 * is for, then its table.
 *
 * @example <RatesSection title="Route Rates" actions={<Button>Add Route Rate</Button>}><DataTable ... /></RatesSection>
 */
export function RatesSection({ title, description, actions, children }: RatesSectionProps) {
  const id = useId();
  return (
    <section className="rates-section" aria-labelledby={id}>
      <header className="rates-section__header">
        <h2 id={id} className="rates-section__title">
          {title}
        </h2>
        {actions}
      </header>
      {description && <p className="rates-section__description">{description}</p>}
      {children}
    </section>
  );
}

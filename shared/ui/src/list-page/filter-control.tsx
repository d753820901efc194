import type { ReactNode } from 'react';
import './list-page.css';

export interface FilterControlProps {
  /** The id of the input or select inside, which the label names. */
  id: string;
  label: string;
  children: ReactNode;
}

/**
 * One control of a filter bar with its label shown above it (reports, inventory), where the
 * list pages' FilterBar hides its labels.
 *
 * @example
 * <div className="mz-filter-bar" role="search" aria-label="Inventory filters">
 *   <FilterControl id={`${id}-shift`} label="Shift"><select id={`${id}-shift`} className="mz-filter-bar__input">...</select></FilterControl>
 * </div>
 */
export function FilterControl({ id, label, children }: FilterControlProps) {
  return (
    <div className="mz-filter-bar__control mz-filter-bar__control--labelled">
      <label htmlFor={id} className="mz-filter-bar__label">
        {label}
      </label>
      {children}
    </div>
  );
}

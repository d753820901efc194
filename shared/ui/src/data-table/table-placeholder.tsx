import type { CSSProperties, ReactNode } from 'react';
import './data-table.css';

export interface TablePlaceholderProps {
  /** Rows the table will show: the box is as tall as its header, these rows and its pager. */
  rows: number;
  className?: string;
  role?: 'status';
  ref?: (element: HTMLDivElement | null) => void;
  children: ReactNode;
}

/**
 * A table's final box before the table can be drawn (its library or its rows are still on the
 * way), so nothing below it moves when the table comes (layout shift on a phone's slow load).
 */
export function TablePlaceholder({ rows, className, role, ref, children }: TablePlaceholderProps) {
  const style = { '--mz-table-rows': Math.max(rows, 1) } as CSSProperties;
  return (
    <div
      ref={ref}
      role={role}
      className={className ? `mz-data-table__placeholder ${className}` : 'mz-data-table__placeholder'}
      style={style}
    >
      {children}
    </div>
  );
}

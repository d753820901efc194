import { Button } from '../button/button';

export interface PaginationBarProps {
  /** Zero-based. */
  page: number;
  totalPages: number;
  label: string;
  onFirst(): void;
  onPrevious(): void;
  onNext(): void;
  onLast(): void;
}

/** First / Previous / Next / Last and "Page X of Y" under a DataTable. */
export function PaginationBar({ page, totalPages, label, onFirst, onPrevious, onNext, onLast }: PaginationBarProps) {
  const pages = Math.max(1, totalPages);
  const current = Math.min(page + 1, pages);
  const atStart = current <= 1;
  const atEnd = current >= pages;
  return (
    <nav className="mz-data-table__pagination" aria-label={`${label} pagination`}>
      <Button variant="secondary" size="small" onClick={onFirst} disabled={atStart}>
        First
      </Button>
      <Button variant="secondary" size="small" onClick={onPrevious} disabled={atStart}>
        Previous
      </Button>
      <span className="mz-data-table__page-label" aria-live="polite">
        {`Page ${current} of ${pages}`}
      </span>
      <Button variant="secondary" size="small" onClick={onNext} disabled={atEnd}>
        Next
      </Button>
      <Button variant="secondary" size="small" onClick={onLast} disabled={atEnd}>
        Last
      </Button>
    </nav>
  );
}

export interface ServerPaginationProps {
  label: string;
  pageSize: number;
  total: number;
  /** One-based. */
  page: number;
  onPageChange(page: number): void;
}

/** The pagination bar of server mode: pages counted from the server's total. */
export function ServerPagination({ label, pageSize, total, page, onPageChange }: ServerPaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <PaginationBar
      label={label}
      page={current - 1}
      totalPages={totalPages}
      onFirst={() => onPageChange(1)}
      onPrevious={() => onPageChange(current - 1)}
      onNext={() => onPageChange(current + 1)}
      onLast={() => onPageChange(totalPages)}
    />
  );
}

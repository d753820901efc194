import { createContext, useContext, type ReactNode } from 'react';
import './details-list.css';

/** What a details list says for a value nobody gave; the View dialogs have always said N/A. */
export const NOT_GIVEN = 'N/A';

/** One label and its value. */
export interface DetailsListEntry {
  label: string;
  value: ReactNode;
}

export interface DetailsListProps {
  /** The pairs, in order. Or give `<DetailsList.Item>` children instead (both may be mixed). */
  items?: DetailsListEntry[];
  children?: ReactNode;
  /** Shown for a value that is null, undefined or ''. Default "N/A". */
  emptyText?: string;
  /** Extra class on the `<dl>`, e.g. for space under it. */
  className?: string;
}

export interface DetailsListItemProps {
  label: string;
  /** The value; null, undefined or '' shows the list's emptyText. */
  children?: ReactNode;
}

// The Item reads its list's emptyText, so a child Item needs no prop of its own.
const EmptyTextContext = createContext(NOT_GIVEN);

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '';
}

function DetailsListItem({ label, children }: DetailsListItemProps) {
  const emptyText = useContext(EmptyTextContext);
  // Flat dt/dd pairs: the grid lines the values up in one column, and a term's next
  // sibling is its value.
  return (
    <>
      <dt>{label}</dt>
      <dd>{isEmpty(children) ? emptyText : children}</dd>
    </>
  );
}

function DetailsListRoot({ items, children, emptyText = NOT_GIVEN, className }: DetailsListProps) {
  return (
    <EmptyTextContext.Provider value={emptyText}>
      <dl className={['mz-details-list', className].filter(Boolean).join(' ')}>
        {items?.map(({ label, value }) => (
          <DetailsListItem key={label} label={label}>
            {value}
          </DetailsListItem>
        ))}
        {children}
      </dl>
    </EmptyTextContext.Provider>
  );
}

/**
 * A read-only list of labels and their values, as a View dialog shows a record: a `<dl>`
 * whose terms and values line up in two columns. An empty value reads "N/A" (or emptyText).
 *
 * @example
 * <DetailsList items={[{ label: 'Member Number', value: row.member_number }, { label: 'Driver', value: row.driver_name }]} />
 *
 * <DetailsList>
 *   <DetailsList.Item label="Status"><DriverStatusBadge status={driver.status} /></DetailsList.Item>
 *   {profile && <ProfileDetails profile={profile} />}
 * </DetailsList>
 */
export const DetailsList = Object.assign(DetailsListRoot, { Item: DetailsListItem });

import './list-page.css';

export type FilterSearchProps =
  | {
      /** The input's id, which its (visually hidden) "Search" label names. */
      id: string;
      placeholder?: string;
      value: string;
      onChange: (next: string) => void;
      frame?: never;
    }
  | {
      /** Drawn by the shell before the page's code has arrived: read-only, out of the tab order. */
      frame: true;
      placeholder: string;
      id?: never;
      value?: never;
      onChange?: never;
    };

/**
 * The search box that opens a filter bar. One markup for every filter bar and for the frame
 * the shell draws before the page's code arrives (FilterBarFrame), so the two are the same
 * size in the same place; host/src/shell/first-frame.html writes this markup out for the
 * page's file, and e2e/tests/first-frame.spec.ts checks that it does not move.
 */
export function FilterSearch(props: FilterSearchProps) {
  return (
    <div className="mz-filter-bar__control mz-filter-bar__control--search">
      {props.frame ? (
        <input type="search" className="mz-filter-bar__input" placeholder={props.placeholder} readOnly tabIndex={-1} />
      ) : (
        <>
          <label htmlFor={props.id} className="mz-visually-hidden">
            Search
          </label>
          <input
            id={props.id}
            type="search"
            className="mz-filter-bar__input"
            placeholder={props.placeholder}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
          />
        </>
      )}
    </div>
  );
}

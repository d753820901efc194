import { Button } from '../button/button';
import './list-page.css';

/** A list that exports itself as CSV: what useServerList (and a report's useReportList) answers. */
export interface ExportableList {
  exportCsv(fileName: string): unknown;
  isExporting: boolean;
  exportError: unknown;
}

export type ExportDataButtonProps =
  | {
      /** Exports the whole list (not only the page shown) as this file. */
      list: ExportableList;
      fileName: string;
    }
  | {
      /** Starts the download, e.g. `() => list.exportCsv('routes.csv')`. */
      onExport(): void;
      /** The file is being prepared: the button spins and waits. */
      exporting?: boolean;
      /** Why the last export failed; said next to the button. */
      error?: unknown;
    };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';

/**
 * The Export Data button of a list page header (docs/screens.md#export-data): busy while the file is being
 * prepared, and says so when the export fails.
 *
 * @example
 * const routes = useServerList({ ... });
 * <ExportDataButton list={routes} fileName="routes.csv" />
 */
export function ExportDataButton(props: ExportDataButtonProps) {
  const {
    onExport,
    exporting = false,
    error,
  } = 'list' in props
    ? {
        onExport: () => props.list.exportCsv(props.fileName),
        exporting: props.list.isExporting,
        error: props.list.exportError,
      }
    : props;
  return (
    <>
      <Button variant="secondary" onClick={onExport} loading={exporting}>
        Export Data
      </Button>
      {error != null && (
        <span className="mz-export-error" role="alert">
          {`Export failed: ${messageOf(error)}`}
        </span>
      )}
    </>
  );
}

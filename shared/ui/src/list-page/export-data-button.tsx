import { Button } from '../button/button';
import './list-page.css';

export interface ExportDataButtonProps {
  /** Starts the download, e.g. `() => list.exportCsv('routes.csv')`. */
  onExport(): void;
  /** The file is being prepared: the button spins and waits. */
  exporting?: boolean;
  /** Why the last export failed; said next to the button. */
  error?: unknown;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';

/**
 * The Export Data button of a list page header (docs/screens.md#export-data): busy while the file is being
 * prepared, and says so when the export fails.
 *
 * @example
 * const list = useServerList({ ... });
 * <ExportDataButton onExport={() => list.exportCsv('routes.csv')} exporting={list.isExporting} error={list.exportError} />
 */
export function ExportDataButton({ onExport, exporting = false, error }: ExportDataButtonProps) {
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

import { ApiError } from './api-error';
import { request, type SearchParams } from './http';

/**
 * Saves a Blob as a file the browser downloads, through a short-lived object URL.
 *
 * @example saveBlob(new Blob(['a,b'], { type: 'text/csv' }), 'drivers.csv');
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.dispatchEvent(new MouseEvent('click'));
  anchor.remove();
  // Some browsers read the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a list as CSV: `GET path?…params&format=csv` (every matching row, the same
 * filters and sort as the screen, no paging) with the bearer token, saved as `fileName`.
 * Rejects with an ApiError when the API refuses, or does not answer with CSV.
 *
 * @example
 * await downloadCsv('reports/driver-management', { organization_id: orgId, q: 'wanj', sort: 'driver_name' }, 'drivers.csv');
 */
export async function downloadCsv(path: string, params: SearchParams, fileName: string): Promise<void> {
  const { text, contentType } = await request.getText(path, { ...params, format: 'csv' });
  // An API that ignores format=csv answers the JSON page: better an error than a file of JSON.
  if (contentType.includes('json')) throw new ApiError(406, 'The export did not arrive as CSV');
  // Built here, not taken from the response, so the Blob belongs to this page's realm.
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}

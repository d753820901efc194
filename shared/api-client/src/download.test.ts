import { ApiError } from './api-error';
import { downloadCsv } from './download';
import { installFakeApi, jsonResponse, type FakeApi } from './testing';
import { TOKEN_STORAGE_KEY } from './token-storage';

/** jsdom has no URL.createObjectURL, and a click on a download link goes nowhere: catch both. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
    return true;
  });
  return {
    saved,
    revoked,
    restore() {
      click.mockRestore();
      Object.assign(URL, original);
    },
  };
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const csv = (body: string) => new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8' } });

let api: FakeApi;
let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
  api = installFakeApi();
  downloads = catchDownloads();
});
afterEach(() => {
  downloads.restore();
  api.restore();
  localStorage.clear();
});

describe('downloadCsv', () => {
  it('asks for format=csv with the filters and the token, and saves the answer under the name given', async () => {
    let query = '';
    let authorization: string | null = null;
    api.on({
      'GET /reports/driver-management': (req) => {
        query = req.query.toString();
        authorization = req.headers.get('authorization');
        return csv('"Driver Name"\n"Brian Mwangi"\n');
      },
    });
    await downloadCsv(
      'reports/driver-management',
      { organization_id: 'org-1', q: 'mwangi', sort: '-driver_name', status: '' },
      'drivers.csv',
    );

    expect(query).toBe('organization_id=org-1&q=mwangi&sort=-driver_name&format=csv');
    expect(authorization).toBe('Bearer tok-1');
    expect(downloads.saved.map((d) => d.name)).toEqual(['drivers.csv']);
    expect(await readBlob(downloads.saved[0].blob)).toBe('"Driver Name"\n"Brian Mwangi"\n');
    expect(downloads.saved[0].blob.type).toBe('text/csv;charset=utf-8');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(downloads.revoked).toEqual(['blob:test-1']);
  });

  it("rejects with the API's error, and saves nothing", async () => {
    api.on({
      'GET /routes': () =>
        jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'sort: field "x" is not sortable' }, 400),
    });
    const failure = await downloadCsv('routes', { sort: 'x' }, 'routes.csv').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'sort: field "x" is not sortable' });
    expect(downloads.saved).toEqual([]);
  });

  it('refuses a JSON answer (an API that ignored format=csv) rather than saving it as CSV', async () => {
    api.on({ 'GET /routes': () => ({ data: [], total: 0, limit: 50, offset: 0 }) });
    await expect(downloadCsv('routes', {}, 'routes.csv')).rejects.toBeInstanceOf(ApiError);
    expect(downloads.saved).toEqual([]);
  });
});

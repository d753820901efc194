import { ApiError } from './api-error';
import { configureApi } from './config';
import { filesApi, userRolesApi } from './endpoints';
import { installFakeApi, jsonResponse, type FakeApi } from './testing';
import { TOKEN_STORAGE_KEY } from './token-storage';

const stored = {
  id: 'file-1',
  name: 'mary.png',
  content_type: 'image/png',
  size: 3,
  created_at: '2026-03-01T08:00:00.000Z',
};

let api: FakeApi;
beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  localStorage.clear();
  configureApi({ apiBaseUrl: '/api' });
});

describe('filesApi', () => {
  it('uploads a picked file as the multipart part `file`, with its name, type and bytes', async () => {
    let part: File | undefined;
    let authorization: string | null = null;
    api.on({
      'POST /files': async (req) => {
        authorization = req.headers.get('authorization');
        part = (await req.formData()).get('file') as File;
        return jsonResponse(stored, 201);
      },
    });
    const picked = new File(['png'], 'mary.png', { type: 'image/png' });
    await expect(filesApi.upload(picked)).resolves.toEqual(stored);
    expect(authorization).toBe('Bearer tok-1');
    expect(part?.name).toBe('mary.png');
    expect(part?.type).toBe('image/png');
    expect(await part?.text()).toBe('png');
  });

  it('names a Blob as told, or "file"', async () => {
    const names: string[] = [];
    api.on({
      'POST /files': async (req) => {
        names.push(((await req.formData()).get('file') as File).name);
        return jsonResponse(stored, 201);
      },
    });
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    await filesApi.upload(blob, 'licence.pdf');
    await filesApi.upload(blob);
    expect(names).toEqual(['licence.pdf', 'file']);
  });

  it("rejects with the API's field error when the file is refused", async () => {
    api.on({
      'POST /files': () =>
        jsonResponse(
          {
            statusCode: 413,
            error: 'Payload Too Large',
            message: 'file must be at most 5 MB',
            fields: { file: 'must be at most 5 MB' },
          },
          413,
        ),
    });
    const failure = await filesApi.upload(new File(['x'], 'big.png', { type: 'image/png' })).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 413,
      message: 'file must be at most 5 MB',
      fields: { file: 'must be at most 5 MB' },
    });
  });

  it('fetches the bytes with the bearer token, for an image on the page', async () => {
    let authorization: string | null = null;
    api.on({
      'GET /files/file-1': (req) => {
        authorization = req.headers.get('authorization');
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
      },
    });
    const blob = await filesApi.blob('file-1');
    expect(authorization).toBe('Bearer tok-1');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    api.on({
      'GET /files/file-2': () => jsonResponse({ statusCode: 404, error: 'Not Found', message: 'File not found' }, 404),
    });
    await expect(filesApi.blob('file-2')).rejects.toThrow('File not found');
  });

  it('gives the absolute URL under the API base, and deletes', async () => {
    expect(filesApi.url('file-1')).toBe('http://localhost/api/files/file-1');
    configureApi({ apiBaseUrl: 'https://api.maziwa.test/v1/' });
    expect(filesApi.url('a b')).toBe('https://api.maziwa.test/v1/files/a%20b');
    configureApi({ apiBaseUrl: '/api' });

    api.on({ 'DELETE /files/file-1': () => undefined });
    await expect(filesApi.remove('file-1')).resolves.toBeUndefined();
    expect(api.calls).toEqual(['DELETE /files/file-1']);
  });
});

describe('userRolesApi', () => {
  it('sends profile changes, null removing a key', async () => {
    let body: unknown;
    api.on({
      'PUT /user-roles/link-1': async (req) => {
        body = await req.json();
        return { id: 'link-1', profile: { gender: 'female' } };
      },
    });
    await userRolesApi.update('link-1', { profile: { gender: 'female', photo_file_id: null } });
    expect(body).toEqual({ profile: { gender: 'female', photo_file_id: null } });
  });
});

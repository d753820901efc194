import { ApiError } from '../api-error';
import { installFakeApi, jsonResponse, type FakeApi } from '../testing/fake-api';
import { saveWithUploads } from './save-with-uploads';

let api: FakeApi;
let nextId: number;
beforeEach(() => {
  nextId = 1;
  api = installFakeApi({
    'POST /files': () =>
      jsonResponse(
        {
          id: `file-${nextId++}`,
          name: 'x',
          content_type: 'image/png',
          size: 3,
          created_at: '2026-01-01T00:00:00.000Z',
        },
        201,
      ),
  });
  api.on({
    'DELETE /files/file-1': () => new Response(null, { status: 204 }),
    'DELETE /files/file-2': () => new Response(null, { status: 204 }),
  });
  // The deletes may go in either order: they run at once.
});
afterEach(() => api.restore());

const photo = new File(['png'], 'me.png', { type: 'image/png' });
const licence = new File(['pdf'], 'licence.pdf', { type: 'application/pdf' });

describe('saveWithUploads', () => {
  it('uploads what was picked and saves with the stored files', async () => {
    const saved = await saveWithUploads({ photo, licenseDocument: null }, async (files) => Object.keys(files));
    expect(saved).toEqual(['photo']);
    expect(api.calls).toEqual(['POST /files']);
  });

  it('deletes the uploaded files again when the save fails, and rethrows its error', async () => {
    const refused = new ApiError(409, 'member_id is already used', { member_id: 'is already used' });
    await expect(saveWithUploads({ photo, licenseDocument: licence }, () => Promise.reject(refused))).rejects.toBe(
      refused,
    );
    expect([...api.calls].sort()).toEqual([
      'DELETE /files/file-1',
      'DELETE /files/file-2',
      'POST /files',
      'POST /files',
    ]);
  });

  it("names an upload's refusal after its field and deletes what went up before it", async () => {
    let uploads = 0;
    api.on({
      'POST /files': () =>
        uploads++ === 0
          ? jsonResponse(
              {
                id: 'file-1',
                name: 'me.png',
                content_type: 'image/png',
                size: 3,
                created_at: '2026-01-01T00:00:00.000Z',
              },
              201,
            )
          : jsonResponse(
              {
                statusCode: 413,
                error: 'Payload Too Large',
                message: 'file is too large',
                fields: { file: 'is too large' },
              },
              413,
            ),
    });
    const error = await saveWithUploads({ photo, licenseDocument: licence }, () => Promise.resolve('saved')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ licenseDocument: 'is too large' });
    expect(api.calls).toEqual(['POST /files', 'POST /files', 'DELETE /files/file-1']);
  });
});

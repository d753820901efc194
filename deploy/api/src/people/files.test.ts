import {
  createTestApp,
  multipart,
  multipartWithFiles,
  type Account,
  type FilePart,
  type TestApp,
} from '../testing/test-app';
import { JPEG, PDF, PNG, pngOfSize } from '../testing/sample-files';

let t: TestApp;
let admin: Account;
let other: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Files');
  other = await t.registerAccount('Elsewhere');
});
afterAll(() => t.close());

const upload = (
  account: Account,
  file: Partial<FilePart> & Pick<FilePart, 'data'>,
  fields: Record<string, string> = {},
) =>
  t.as(account, {
    method: 'POST',
    url: '/files',
    ...multipartWithFiles([{ filename: 'mary.png', contentType: 'image/png', ...file }], fields),
  });

describe('POST /files', () => {
  it('stores a PNG, JPEG or PDF of your organisation and answers its description', async () => {
    const response = await upload(admin, { data: PNG });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'mary.png',
      content_type: 'image/png',
      size: PNG.length,
      created_at: expect.any(String),
    });
    const jpeg = await upload(
      admin,
      { data: JPEG, filename: 'mary.jpg', contentType: 'image/jpeg' },
      { org_id: admin.orgId },
    );
    expect(jpeg.json()).toMatchObject({ name: 'mary.jpg', content_type: 'image/jpeg' });
    const pdf = await upload(admin, { data: PDF, filename: 'licence.pdf', contentType: 'application/pdf' });
    expect(pdf.json()).toMatchObject({ name: 'licence.pdf', content_type: 'application/pdf', size: PDF.length });
  });

  it('refuses other types with 400 naming file', async () => {
    for (const [contentType, data] of [
      ['image/gif', Buffer.from('GIF89a....')],
      ['text/html', Buffer.from('<script>alert(1)</script>')],
      ['application/octet-stream', PNG],
    ] as const) {
      const response = await upload(admin, { contentType, data, filename: 'x' });
      expect({ contentType, status: response.statusCode, body: response.json() }).toEqual({
        contentType,
        status: 400,
        body: expect.objectContaining({ fields: { file: 'must be a JPEG, PNG or PDF file' } }),
      });
    }
  });

  it('refuses a file whose bytes are not of the declared type', async () => {
    const html = await upload(admin, {
      contentType: 'image/png',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'file content is not a PNG image',
      fields: { file: 'content is not a PNG image' },
    });
    const pdfAsJpeg = await upload(admin, { contentType: 'image/jpeg', data: PDF });
    expect(pdfAsJpeg.json().fields).toEqual({ file: 'content is not a JPEG image' });
    const empty = await upload(admin, { data: Buffer.alloc(0) });
    expect(empty.json().fields).toEqual({ file: 'must not be empty' });
  });

  it('takes up to 5 MB (more than the 1 MB of other forms) and refuses more with 413 naming file', async () => {
    expect((await upload(admin, { data: pngOfSize(2_000_000) })).statusCode).toBe(201);
    const tooBig = await upload(admin, { data: pngOfSize(5_000_001) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'file must be at most 5 MB',
      fields: { file: 'must be at most 5 MB' },
    });
  });

  it("answers 403 for another organisation's org_id", async () => {
    const response = await upload(admin, { data: PNG }, { org_id: other.orgId });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Not a member of this organisation');
  });

  it('needs a file part named file, a token, and never answers 500 to bad input', async () => {
    const missing = await t.as(admin, { method: 'POST', url: '/files', ...multipart({ org_id: admin.orgId }) });
    expect(missing.json()).toMatchObject({ statusCode: 400, fields: { file: 'is required' } });
    const asText = await t.as(admin, { method: 'POST', url: '/files', ...multipart({ file: 'not a file' }) });
    expect(asText.json()).toMatchObject({ statusCode: 400, fields: { file: 'must be a file' } });
    const wrongField = await t.as(admin, {
      method: 'POST',
      url: '/files',
      ...multipartWithFiles([{ field: 'photo', filename: 'a.png', contentType: 'image/png', data: PNG }]),
    });
    expect(wrongField.statusCode).toBe(400);
    const twoFiles = await t.as(admin, {
      method: 'POST',
      url: '/files',
      ...multipartWithFiles([
        { filename: 'a.png', contentType: 'image/png', data: PNG },
        { filename: 'b.png', contentType: 'image/png', data: PNG },
      ]),
    });
    expect(twoFiles.statusCode).toBeGreaterThanOrEqual(400);
    expect(twoFiles.statusCode).toBeLessThan(500);
    const badOrg = await upload(admin, { data: PNG }, { org_id: 'nope' });
    expect(badOrg.json()).toMatchObject({ statusCode: 400, fields: { org_id: 'must be a valid uuid' } });
    const json = await t.as(admin, { method: 'POST', url: '/files', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const broken = await t.as(admin, {
      method: 'POST',
      url: '/files',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/files',
      ...multipartWithFiles([{ filename: 'a.png', contentType: 'image/png', data: PNG }]),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves sign-in as it was: a file where a text field belongs is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/token',
      ...multipartWithFiles([{ field: 'password', filename: 'p.txt', contentType: 'text/plain', data: 'secret' }], {
        username: admin.email,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: 'must be a string' });
  });
});

describe('GET and DELETE /files/:id', () => {
  it('answers the bytes with their type, name and a private cache', async () => {
    const stored = (
      await upload(admin, { data: PDF, filename: 'Leseni ya Wanjikũ.pdf', contentType: 'application/pdf' })
    ).json();
    const response = await t.as(admin, { method: 'GET', url: `/files/${stored.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Leseni ya Wanjik_.pdf"; filename*=UTF-8''Leseni%20ya%20Wanjik%C5%A9.pdf`,
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    const png = (await upload(admin, { data: PNG })).json();
    const image = await t.as(admin, { method: 'GET', url: `/files/${png.id}` });
    expect(image.headers['content-disposition']).toBe('inline; filename="mary.png"');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it("answers 404 for another organisation's file, to download or delete", async () => {
    const stored = (await upload(admin, { data: PNG })).json();
    expect((await t.as(other, { method: 'GET', url: `/files/${stored.id}` })).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'File not found',
    });
    expect((await t.as(other, { method: 'DELETE', url: `/files/${stored.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'GET', url: `/files/${stored.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/files/${stored.id}` })).statusCode).toBe(401);
    expect((await t.as(admin, { method: 'GET', url: '/files/not-a-uuid' })).statusCode).toBe(400);
  });

  it('deletes a file', async () => {
    const stored = (await upload(admin, { data: PNG })).json();
    expect((await t.as(admin, { method: 'DELETE', url: `/files/${stored.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/files/${stored.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/files/${stored.id}` })).statusCode).toBe(404);
  });

  it('keeps a file a profile points at (409) until the profile lets go of it', async () => {
    const photo = (await upload(admin, { data: PNG })).json();
    const roleId = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0].id;
    const link = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: { user_id: admin.userId, role_id: roleId, profile: { photo_file_id: photo.id } },
    });
    expect(link.statusCode).toBe(201);
    const refused = await t.as(admin, { method: 'DELETE', url: `/files/${photo.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Still in use by user-roles');
    await t.as(admin, {
      method: 'PUT',
      url: `/user-roles/${link.json().id}`,
      payload: { profile: { photo_file_id: null } },
    });
    expect((await t.as(admin, { method: 'DELETE', url: `/files/${photo.id}` })).statusCode).toBe(204);
  });

  it('is in the OpenAPI document as a multipart upload', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const post = doc.paths['/files'].post;
    expect(post.tags).toEqual(['Files']);
    expect(post.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(doc.paths['/files/{id}']).sort()).toEqual(['delete', 'get']);
  });
});

describe('a cut-off multipart body', () => {
  it('answers 400, on sign-in and on upload', async () => {
    const cutOff = {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nunterminated',
    };
    const signIn = await t.app.inject({ method: 'POST', url: '/token', ...cutOff });
    expect(signIn.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The multipart body is incomplete or malformed',
    });
    expect((await t.as(admin, { method: 'POST', url: '/files', ...cutOff })).statusCode).toBe(400);
  });
});

import { ApiError } from './api-error';
import { request } from './http';
import { createQueryClient } from './query-client';
import { installFakeApi, jsonResponse, type FakeApi } from './testing';

const busy = (retryAfter?: string) =>
  new Response(
    JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Maziwa is busy, please try again' }),
    {
      status: 503,
      headers: {
        'content-type': 'application/json',
        ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
      },
    },
  );

/** Answers each request with the next of `answers`, the last one again when they run out. */
function inTurn(answers: (() => Response)[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]();
}

describe('a busy API (503 with Retry-After)', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('asks a read again once after Retry-After and returns its answer', async () => {
    api = installFakeApi({ 'GET /routes': inTurn([() => busy('0'), () => jsonResponse({ data: [], total: 0 })]) });
    await expect(request.get('routes')).resolves.toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual(['GET /routes', 'GET /routes']);
  });

  it('says "Maziwa is busy, please try again" when the second answer is busy too', async () => {
    api = installFakeApi({ 'GET /routes': () => busy('0') });
    const error = await request.get('routes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'Maziwa is busy, please try again' });
    expect(api.calls).toEqual(['GET /routes', 'GET /routes']);
  });

  it('does not wait longer than 5 s, nor without Retry-After: the busy message at once', async () => {
    api = installFakeApi({ 'GET /routes': () => busy('60'), 'GET /trips': () => busy() });
    await expect(request.get('routes')).rejects.toMatchObject({ message: 'Maziwa is busy, please try again' });
    await expect(request.get('trips')).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toEqual(['GET /routes', 'GET /trips']);
  });

  it('never repeats a write', async () => {
    api = installFakeApi({
      'POST /routes': () => busy('0'),
      'PUT /routes/1': () => busy('0'),
      'DELETE /routes/1': () => busy('0'),
    });
    await expect(request.post('routes', { name: 'A' })).rejects.toMatchObject({
      status: 503,
      message: 'Maziwa is busy, please try again',
    });
    await expect(request.put('routes/1', { name: 'A' })).rejects.toMatchObject({ status: 503 });
    await expect(request.delete('routes/1')).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toEqual(['POST /routes', 'PUT /routes/1', 'DELETE /routes/1']);
  });

  it("gives the busy message for a proxy's 503 page too", async () => {
    api = installFakeApi({
      'GET /routes': () => new Response('<h1>503</h1>', { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(request.get('routes')).rejects.toMatchObject({ message: 'Maziwa is busy, please try again' });
  });

  it('leaves a 503 to the screen: the query cache does not ask again', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      failures: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(503, 'Maziwa is busy, please try again'))).toBe(false);
    expect(retry(0, new ApiError(502, 'Bad Gateway'))).toBe(true);
  });
});

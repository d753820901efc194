import { jsonResponse, type FakeHandler, type FakeRequest } from '@maziwa/api-client/testing';

/**
 * The API's Idempotency-Key (deploy/api/src/payments/idempotency.ts) over a fake handler: the same
 * key again answers the first answer (status and body) without running the handler; the same
 * key with another body is 409. `keys` lists every key seen, in order, for tests.
 */
export function idempotent(
  handler: (req: FakeRequest, body: unknown) => Promise<Response>,
  keys: string[],
): FakeHandler {
  const answers = new Map<string, { body: string; status: number; json: unknown }>();
  return async (req) => {
    const body = await req.json();
    const key = req.headers.get('idempotency-key');
    if (!key) return handler(req, body);
    keys.push(key);
    const seen = answers.get(key);
    if (seen) {
      if (seen.body !== JSON.stringify(body)) {
        return jsonResponse(
          { statusCode: 409, error: 'Conflict', message: 'This Idempotency-Key was used with another request' },
          409,
        );
      }
      return jsonResponse(seen.json, seen.status);
    }
    const response = await handler(req, body);
    answers.set(key, { body: JSON.stringify(body), status: response.status, json: await response.clone().json() });
    return response;
  };
}

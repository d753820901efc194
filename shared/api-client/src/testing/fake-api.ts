// A fake API at the HTTP boundary for tests: replaces global fetch with a router over
// handlers keyed by "METHOD /path" (path relative to the API base URL, without query).
// Components and hooks run unchanged; only the network is fake.
import { resetConnectivity } from '../connectivity';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  json(): Promise<any>;
  formData(): Promise<FormData>;
}

export type FakeHandler = (request: FakeRequest) => Response | unknown | Promise<Response | unknown>;

export interface FakeApi {
  /** Adds or replaces handlers. */
  on(routes: Record<string, FakeHandler>): void;
  /** Every request seen so far, as "METHOD /path". */
  calls: string[];
  /** Query strings of the requests to one route ("GET /routes"), oldest first. */
  queries(key: string): string[];
  /** The handler of one route now, e.g. to wrap it. */
  handler(key: string): FakeHandler | undefined;
  restore(): void;
}

/** A JSON response with a status, for handlers that answer with an error. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Installs the fake API. Unknown routes answer 404 so a missing handler is visible.
 *
 * @example const api = installFakeApi({ 'GET /users/me': () => demoUser });
 *          afterEach(() => api.restore());
 */
export function installFakeApi(routes: Record<string, FakeHandler> = {}, basePath = '/api'): FakeApi {
  const handlers = new Map(Object.entries(routes));
  const original = globalThis.fetch;
  const calls: string[] = [];
  const queries: { key: string; query: string }[] = [];

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const key = `${request.method.toUpperCase()} ${path}`;
    calls.push(key);
    queries.push({ key, query: url.searchParams.toString() });
    const handler = handlers.get(key);
    if (!handler) return jsonResponse({ statusCode: 404, error: 'Not Found', message: `No fake for ${key}` }, 404);
    const result = await handler({
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      json: () => request.clone().json(),
      formData: () => request.clone().formData(),
    });
    if (result instanceof Response) return result;
    return jsonResponse(result ?? null, result === undefined ? 204 : 200);
  };

  return {
    on(more) {
      Object.entries(more).forEach(([key, handler]) => handlers.set(key, handler));
    },
    calls,
    handler: (key) => handlers.get(key),
    queries: (key) => queries.filter((seen) => seen.key === key).map((seen) => seen.query),
    restore() {
      globalThis.fetch = original;
      // A request that got no answer made the console "offline" and started asking /healthz:
      // each test starts online, with no such timer left from the one before.
      resetConnectivity();
    },
  };
}

import { installFakeApi, type FakeApi, type FakeHandler, type FakeRequest } from './fake-api';

/** The fake API a remote's page tests talk to, with what tests need to look at. */
export interface RecordingFakeApi {
  /** Adds or replaces handlers, e.g. `{ 'GET /users': () => jsonResponse({}, 500) }`. */
  on: FakeApi['on'];
  /** Every request so far, as "METHOD /path". */
  calls: string[];
  /** Query strings sent to one route ("GET /users"), oldest first. */
  queries: FakeApi['queries'];
  /**
   * Holds the answers of one route until the returned function is called, e.g. to see a
   * loading state; the route answers as before afterwards.
   */
  hold(key: string): () => void;
  /** JSON bodies sent to one route ("POST /users"), oldest first. */
  bodies<T = unknown>(key: string): T[];
  /** The handler a route answers with now, e.g. to wrap it in a test. */
  handler(key: string): FakeHandler | undefined;
  restore(): void;
}

/**
 * Installs the fake fetch with body recording: every write's JSON body is kept for
 * `bodies()` before its handler answers.
 *
 * @example
 * const { api, handle } = recordingFakeApi();
 * api.on({ ...handle('POST /users', async (req) => ({ id: 'user-new', ...(await req.json()) })) });
 */
export function recordingFakeApi() {
  const fake = installFakeApi();
  const sent = new Map<string, unknown[]>();

  /** Records what a route was sent, for `bodies()` (a handler reading a multipart body, say). */
  const record = (key: string, body: unknown) => sent.set(key, [...(sent.get(key) ?? []), body]);

  /** A handler whose request body is recorded first. */
  const handle = (key: string, handler: FakeHandler): Record<string, FakeHandler> => ({
    [key]: async (req: FakeRequest) => {
      record(key, req.method === 'GET' || req.method === 'DELETE' ? undefined : await req.json());
      return handler(req);
    },
  });

  const api: RecordingFakeApi = {
    on: (more) => fake.on(more),
    calls: fake.calls,
    queries: (key) => fake.queries(key),
    hold(key) {
      const served = fake.handler(key);
      if (!served) throw new Error(`The fake has no ${key}`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      fake.on({ [key]: async (req) => (await held, served(req)) });
      return release;
    },
    bodies: <T>(key: string) => (sent.get(key) ?? []) as T[],
    handler: (key) => fake.handler(key),
    restore: () => fake.restore(),
  };
  return { api, handle, record };
}

/** `populate=a,b` as a set. */
export const populated = (query: URLSearchParams) => new Set((query.get('populate') ?? '').split(',').filter(Boolean));

/** `filter=a:1,a:2,b:3` as field -> values (a field named twice matches either value). */
export function filterValues(query: URLSearchParams): Map<string, string[]> {
  const wanted = new Map<string, string[]>();
  for (const pair of (query.get('filter') ?? '').split(',').filter(Boolean)) {
    const colon = pair.indexOf(':');
    const name = pair.slice(0, colon);
    wanted.set(name, [...(wanted.get(name) ?? []), pair.slice(colon + 1)]);
  }
  return wanted;
}

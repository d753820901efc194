import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { ApiError } from './api-error';
import { absoluteBaseUrl, apiUrlUnder, relativePath } from './api-url';
import { retryBusyRead } from './busy';
import { getRuntimeConfig, onConfigChange } from './config';
import { observedFetch } from './connectivity';
import { getToken } from './token-storage';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** Registers what happens on a 401: the session store clears the session. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function createClient(): KyInstance {
  return ky.create({
    prefixUrl: absoluteBaseUrl(getRuntimeConfig().apiBaseUrl),
    timeout: 30_000,
    // Retries belong to the query cache (one policy, with backoff), not to each request.
    retry: 0,
    // Every answer (or its absence) says whether the API is reachable: the shell's offline sign.
    fetch: observedFetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          // A 401 on sign-in itself means wrong credentials, not an expired session.
          if (response.status === 401 && !request.url.endsWith('/token')) onUnauthorized();
          return response;
        },
      ],
    },
  });
}

let client: KyInstance | null = null;
onConfigChange(() => {
  client = null;
});

/** The one ky instance of the console (base URL from the runtime config). */
export function http(): KyInstance {
  client ??= createClient();
  return client;
}

/** Absolute URL of an API path, e.g. for a download link: apiUrl('files/1'). */
export function apiUrl(path: string): string {
  return apiUrlUnder(getRuntimeConfig().apiBaseUrl, path);
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The answer of a request some code started with plain fetch() (the host's entry file starts
 * the session check that way), read as send() reads its own: JSON, or an ApiError.
 */
export async function readStarted<T>(response: Response): Promise<T> {
  if (response.ok) return readJson<T>(response);
  if (response.status === 401) onUnauthorized();
  throw await ApiError.fromResponse(response);
}

async function send<T>(
  path: string,
  options: Options,
  read: (response: Response) => Promise<T> = readJson,
): Promise<T> {
  try {
    const response = await http()(relativePath(path), options);
    return await read(response);
  } catch (error) {
    if (error instanceof HTTPError) throw await ApiError.fromResponse(error.response);
    throw error;
  }
}

export type SearchParams = Record<string, string | number | boolean | undefined | null>;

function cleanParams(params?: SearchParams): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

// Reads are asked again once when the API says it is busy (503 + Retry-After); see busy.ts.
const read = (params?: SearchParams): Options => ({
  method: 'get',
  searchParams: cleanParams(params),
  retry: retryBusyRead,
});

export const request = {
  get: <T>(path: string, params?: SearchParams) => send<T>(path, read(params)),
  /** The body as a Blob (files), with the bearer token like every call. */
  getBlob: (path: string, params?: SearchParams) => send<Blob>(path, read(params), (response) => response.blob()),
  /** The body as text (e.g. a CSV export), with the bearer token like every call. */
  getText: (path: string, params?: SearchParams) =>
    send<{ text: string; contentType: string }>(path, read(params), async (response) => ({
      text: await response.text(),
      contentType: response.headers.get('content-type') ?? '',
    })),
  /** `headers` for the call's own headers, e.g. an Idempotency-Key so a retried payout pays once. */
  post: <T>(path: string, json?: unknown, headers?: Record<string, string>) =>
    send<T>(path, { method: 'post', json, headers }),
  postForm: <T>(path: string, body: FormData) => send<T>(path, { method: 'post', body, retry: 0 }),
  put: <T>(path: string, json: unknown) => send<T>(path, { method: 'put', json }),
  delete: <T = void>(path: string) => send<T>(path, { method: 'delete' }),
};

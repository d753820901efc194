import { create } from 'zustand';
import { apiUrlUnder } from './api-url';
import { getRuntimeConfig } from './config';

/**
 * The header the console's service worker (host/src/service-worker) puts on an API answer it
 * served from this phone's cache because the API did not answer: the data is the last copy,
 * and the API is unreachable.
 */
export const OFFLINE_COPY_HEADER = 'x-maziwa-offline-copy';

/** How often the console asks the API's /healthz while it cannot reach it. */
export const REACHABILITY_POLL_MS = 5_000;

export interface ConnectivityState {
  /**
   * False while the API does not answer (no connection, the API or its proxy down): the
   * shell shows "Offline", writes wait on the phone. Set by what every API call sees, not
   * by the browser's `online` event, which says nothing when only the server is unreachable.
   */
  apiReachable: boolean;
}

/**
 * Whether the console reaches its API (a singleton, shared like the session store).
 *
 * @example const offline = !useConnectivity((s) => s.apiReachable);
 */
export const useConnectivity = create<ConnectivityState>()(() => ({ apiReachable: true }));

let poll: ReturnType<typeof setTimeout> | undefined;

async function checkHealth(): Promise<void> {
  poll = undefined;
  if (useConnectivity.getState().apiReachable) return;
  try {
    const response = await fetch(apiUrlUnder(getRuntimeConfig().apiBaseUrl, 'healthz'), { cache: 'no-store' });
    noteApiResponse(response);
  } catch {
    // Still unreachable.
  }
  if (!useConnectivity.getState().apiReachable) poll ??= setTimeout(checkHealth, REACHABILITY_POLL_MS);
}

/** The API did not answer: the shell says offline, and /healthz is asked every few seconds until it does. */
export function reportApiUnreachable(): void {
  if (useConnectivity.getState().apiReachable) useConnectivity.setState({ apiReachable: false });
  poll ??= setTimeout(checkHealth, REACHABILITY_POLL_MS);
}

/** The API answered (any status of its own). */
export function reportApiAnswered(): void {
  if (poll !== undefined) clearTimeout(poll);
  poll = undefined;
  if (!useConnectivity.getState().apiReachable) useConnectivity.setState({ apiReachable: true });
}

/**
 * Whether an answer means the API is out of reach rather than answering: a copy the service
 * worker served from the phone's cache, or a proxy's 502/504, or a 503 that is not the API's
 * own (the API's errors are JSON; its own 503 is "busy", an answer).
 */
export function isUnreachableAnswer(response: Response): boolean {
  if (response.headers.get(OFFLINE_COPY_HEADER)) return true;
  if (response.status === 502 || response.status === 504) return true;
  return response.status === 503 && !(response.headers.get('content-type') ?? '').includes('json');
}

/** Notes what an API answer says about reaching the API. */
export function noteApiResponse(response: Response): void {
  if (isUnreachableAnswer(response)) reportApiUnreachable();
  else reportApiAnswered();
}

/** A request that got no answer at all (not one the page itself aborted). */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * fetch, noting whether the API answered: the api client's one fetch (http.ts), so every
 * call the console makes tells the shell whether it is offline.
 */
export const observedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await globalThis.fetch(input, init);
    noteApiResponse(response);
    return response;
  } catch (error) {
    if (isNetworkFailure(error)) reportApiUnreachable();
    throw error;
  }
};

/** For tests: reachable again, no timer left. */
export function resetConnectivity(): void {
  reportApiAnswered();
}

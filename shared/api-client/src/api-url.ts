// How an API path becomes a URL, in a module that imports nothing: the host's entry file uses
// it (through early-session.ts) before any shared library has arrived.

/** Where the API is when /config.json does not say (the same origin, under /api). */
export const DEFAULT_API_BASE_URL = '/api';

// A relative base ('/api') is resolved against the page, so the same build works behind
// any origin.
export function absoluteBaseUrl(baseUrl: string): string {
  const page = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  return new URL(baseUrl, page).toString();
}

/** Paths are relative to the API base URL: 'users/me', not '/users/me'. */
export function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/** Absolute URL of an API path under a base URL: apiUrlUnder('/api', 'users/me'). */
export function apiUrlUnder(baseUrl: string, path: string): string {
  const base = absoluteBaseUrl(baseUrl);
  return new URL(relativePath(path), base.endsWith('/') ? base : `${base}/`).toString();
}

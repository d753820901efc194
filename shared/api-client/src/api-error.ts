import type { ApiErrorBody } from '@maziwa/contracts';
import { BUSY_MESSAGE } from './busy';

/**
 * Every failed API call rejects with an ApiError: the HTTP status, the API's message and,
 * for a 400/409, the field errors, which forms map back onto their fields.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    let body: Partial<ApiErrorBody> = {};
    try {
      body = (await response.clone().json()) as Partial<ApiErrorBody>;
    } catch {
      // Not JSON (a proxy's error page): fall back to the status text.
    }
    // A 503 without the API's words (a proxy's page) is a service over capacity too: say so
    // as the API does, rather than "Service Unavailable".
    const fallback =
      response.status === 503 ? BUSY_MESSAGE : response.statusText || `Request failed (${response.status})`;
    const message = body.message || fallback;
    return new ApiError(response.status, message, body.fields);
  }
}

/** Message of anything thrown, for showing to a person. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * What a form says above its buttons after a failed save: nothing when the API named the
 * fields at fault (their messages sit under those fields), else the failure in words ("Producer
 * role not found", a 5xx, a 403, the network).
 */
export function formFailureMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return null;
  return errorMessage(error);
}

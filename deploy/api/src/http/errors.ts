import { STATUS_CODES } from 'node:http';

export type FieldErrors = Record<string, string>;

/** An error the client caused or may see: the central handler sends it as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    /** Sent with the answer, e.g. Retry-After of a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: FieldErrors;
}

export function errorBody(statusCode: number, message: string, fields?: FieldErrors): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

/** 400 for one field: message "<field> <problem>", fields { field: problem }. */
export function fieldError(field: string, problem: string): HttpError {
  return new HttpError(400, `${field} ${problem}`, { [field]: problem });
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, fields?: FieldErrors) => new HttpError(409, message, fields);

export const NOT_A_MEMBER = 'Not a member of this organisation';

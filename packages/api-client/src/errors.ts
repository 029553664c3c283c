import type { Unreachable } from './reachability.ts';

/** The API's failure messages, by field name (input, file, methods, description, email, codonTable). */
export type FieldMessages = Record<string, string[]>;

/**
 * An answer that was not a success: its HTTP status and, when the body had them, the API's
 * messages; for no answer at all (status 0), why (see whyUnreachable).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly fields: FieldMessages;
  readonly unreachable: Unreachable | null;

  constructor(
    statusCode: number,
    message: string,
    fields: FieldMessages = {},
    unreachable: Unreachable | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.fields = fields;
    this.unreachable = unreachable;
  }
}

export interface NormalizedError {
  message: string;
  statusCode: number;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599
    ? value
    : null;
}

/** Any thrown thing as a message plus a status code (500 when it carries none). */
export function normalizeError(error: unknown): NormalizedError {
  if (error instanceof Response) {
    return { message: error.statusText || 'Request failed', statusCode: error.status };
  }
  if (typeof error === 'string') return { message: error, statusCode: 500 };
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    const statusCode =
      numberOrNull(record.statusCode) ?? numberOrNull(record.status) ?? numberOrNull(record.code);
    const message =
      typeof record.message === 'string' && record.message
        ? record.message
        : typeof record.data === 'string' && record.data
          ? record.data
          : typeof record.statusText === 'string' && record.statusText
            ? record.statusText
            : 'An error occurred';
    return { message, statusCode: statusCode ?? 500 };
  }
  return { message: 'An error occurred', statusCode: 500 };
}

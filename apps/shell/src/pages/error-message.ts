import { normalizeError } from '@peptox/api-client';
import { isRouteErrorResponse } from 'react-router';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** What the error page shows: a status code (500 when none) and a message. */
export function describeRouteError(error: unknown): { statusCode: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { statusCode: 404, message: NOT_FOUND_MESSAGE };
    const data = typeof error.data === 'string' && error.data ? error.data : null;
    return { statusCode: error.status, message: data ?? error.statusText ?? 'An error occurred' };
  }
  const { statusCode, message } = normalizeError(error);
  return { statusCode, message: statusCode === 404 ? NOT_FOUND_MESSAGE : message };
}

import { normalizeError } from '@peptox/api-client';
import { isRouteErrorResponse } from 'react-router';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

/**
 * What the error page shows: a status code (500 when none), a message and, for a page whose
 * address holds something that cannot be (a malformed job id), what is wrong with it.
 */
export function describeRouteError(error: unknown): {
  statusCode: number;
  message: string;
  detail?: string;
} {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' && error.data ? error.data : null;
    if (error.status === 404) {
      return {
        statusCode: 404,
        message: NOT_FOUND_MESSAGE,
        ...(data && data !== NOT_FOUND_MESSAGE ? { detail: data } : {}),
      };
    }
    return { statusCode: error.status, message: data ?? error.statusText ?? 'An error occurred' };
  }
  const { statusCode, message } = normalizeError(error);
  return { statusCode, message: statusCode === 404 ? NOT_FOUND_MESSAGE : message };
}

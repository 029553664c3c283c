const JOB_ID = /^[A-Za-z0-9_-]{22}$/;
// Deliberately plain: one @, no spaces, a dot in the domain. The API checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A job id: 22 characters of base64url (128 random bits). */
export function isJobId(s: string): boolean {
  return JOB_ID.test(s);
}

export function isEmail(s: string): boolean {
  return s.length <= 254 && EMAIL.test(s);
}

/**
 * Stops a page whose parameters fail their check: the shell's error page then shows
 * status 404 and 'This page could not be found'.
 */
export function notFound(): never {
  throw new Response('This page could not be found', { status: 404, statusText: 'Not Found' });
}

const JOB_ID = /^[A-Za-z0-9_-]{22}$/;
// Deliberately plain: one @, no spaces, a dot in the domain. The API checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

/** A job id: 22 characters of base64url (128 random bits). */
export function isJobId(s: string): boolean {
  return JOB_ID.test(s);
}

export function isEmail(s: string): boolean {
  return s.length <= MAX_EMAIL && EMAIL.test(s);
}

/** Text quoted in a message: shortened when long, so a message stays a sentence. */
const quoted = (s: string) => `'${s.length > 40 ? `${s.slice(0, 37)}…` : s}'`;

/** What is wrong with a job id, in a sentence; null when it is one. */
export function jobIdProblem(s: string): string | null {
  if (isJobId(s)) return null;
  const odd = [...s].find((c) => !/[A-Za-z0-9_-]/.test(c));
  const why =
    odd !== undefined
      ? `'${odd}' is not one of them`
      : `this has ${s.length} character${s.length === 1 ? '' : 's'}`;
  return `${quoted(s)} is not a job id: a job id has 22 letters, digits, '-' or '_' (${why}).`;
}

/** What is wrong with an e-mail address, in a sentence; null when it is one. */
export function emailProblem(s: string): string | null {
  if (isEmail(s)) return null;
  const at = s.indexOf('@');
  const why =
    s.length > MAX_EMAIL
      ? `it is longer than ${MAX_EMAIL} characters`
      : /\s/.test(s)
        ? 'it holds a space'
        : at < 0
          ? "it has no '@'"
          : at === 0
            ? "nothing comes before the '@'"
            : s.indexOf('@', at + 1) > 0
              ? "it has more than one '@'"
              : "the part after the '@' has no dot";
  return `${quoted(s)} is not a valid e-mail address: ${why}; an address looks like name@example.org.`;
}

/**
 * Stops a page whose parameters fail their check: the shell's error page then shows status 404,
 * 'This page could not be found' and, when given, why (jobIdProblem, emailProblem).
 */
export function notFound(reason?: string): never {
  throw new Response(reason ?? 'This page could not be found', {
    status: 404,
    statusText: 'Not Found',
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// A retrieval link carries a token that proves it came from a mail sent to the address: an
// expiry time and an HMAC-SHA256 of the address and that time, keyed with SIGNING_SECRET.

const sign = (secret: string, email: string, expires: number) =>
  createHmac('sha256', secret).update(`retrieve\n${email}\n${expires}`).digest('base64url');

/** A token for an address (lower case), valid for `hours`. */
export function retrievalToken(
  secret: string,
  email: string,
  hours: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + hours * 3600;
  return `${expires}.${sign(secret, email, expires)}`;
}

export type TokenCheck = 'valid' | 'expired' | 'invalid';

export function checkRetrievalToken(
  secret: string,
  email: string,
  token: string,
  now = Date.now(),
): TokenCheck {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  const given = Buffer.from(match[2] as string);
  const wanted = Buffer.from(sign(secret, email, expires));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}

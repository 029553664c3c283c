/**
 * The visitor's colour mode, also kept in a cookie so that the site server can send the first
 * paint (first-paint.ts) in it; localStorage, where the choice lives, is out of the server's reach.
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_COOKIE = 'theme';

/** The cookie that remembers `mode` for a year, on every page of the site. */
export function colorModeCookie(mode: ColorMode): string {
  return `${COLOR_MODE_COOKIE}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The colour mode a request's Cookie header names; light when it names none. */
export function colorModeFromCookies(header: string | undefined): ColorMode {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COLOR_MODE_COOKIE) return value === 'dark' ? 'dark' : 'light';
  }
  return 'light';
}

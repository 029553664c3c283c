/**
 * The visitor's choice of colour mode, also kept in a cookie so that the site server can send the
 * first paint (first-paint.ts) in it; localStorage, where the choice lives, is out of the server's
 * reach. Without a choice the site follows the system's preference, and there is no cookie.
 */
export type ColorMode = 'light' | 'dark';

/** What a page is drawn in: the visitor's choice, or the system's preference. */
export type ColorModeSetting = ColorMode | 'system';

// Not 'theme', the name of a cookie that earlier versions wrote for every visitor, chosen or not.
export const COLOR_MODE_COOKIE = 'color-mode';

/** The cookie that remembers a choice for a year on every page of the site, or forgets it (null). */
export function colorModeCookie(choice: ColorMode | null): string {
  const value = choice ?? '';
  const age = choice === null ? 0 : 31536000;
  return `${COLOR_MODE_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax`;
}

/** The choice a request's Cookie header names; 'system' when it names none. */
export function colorModeFromCookies(header: string | undefined): ColorModeSetting {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COLOR_MODE_COOKIE && (value === 'dark' || value === 'light')) return value;
  }
  return 'system';
}

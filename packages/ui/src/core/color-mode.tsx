import { IconButton } from '@chakra-ui/react';
import { type ColorMode, colorModeCookie, colorModeFromCookies } from './color-mode-cookie.ts';
import { createStore, useStore } from './store.ts';

export type { ColorMode };

// The key next-themes used, so that a visitor's earlier choice still holds.
const STORAGE_KEY = 'theme';

/** The visitor's choice: kept in localStorage, else in the cookie; null when none was made. */
function storedChoice(): ColorMode | null {
  const fromCookie = () => {
    const setting =
      typeof document === 'undefined' ? 'system' : colorModeFromCookies(document.cookie);
    return setting === 'system' ? null : setting;
  };
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
    return fromCookie();
  } catch {
    return fromCookie(); // storage blocked
  }
}

const systemDark =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
const systemMode = (): ColorMode => (systemDark?.matches ? 'dark' : 'light');

function rememberChoice(mode: ColorMode | null): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers the site serves; the value is built in one place (colorModeCookie)
  document.cookie = colorModeCookie(mode);
}

/** Chakra's semantic tokens follow the `light` / `dark` class on <html>. */
function apply(mode: ColorMode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

let choice = storedChoice();
const colorModeStore = createStore<ColorMode>(choice ?? systemMode());
// Applied when this (singleton) package loads, before the first render, so no page flashes light.
apply(colorModeStore.get());
colorModeStore.subscribe(() => apply(colorModeStore.get()));
// The cookie says the choice to the site server (and no cookie: follow the system).
rememberChoice(choice);
// Until the visitor chooses, the system's preference is followed, also when it changes.
systemDark?.addEventListener('change', () => {
  if (choice === null) colorModeStore.set(systemMode());
});

/** The system's preference until the visitor chooses; the choice is kept in localStorage. */
export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const colorMode = useStore(colorModeStore);
  return {
    colorMode,
    toggleColorMode: () => {
      const next = colorMode === 'dark' ? 'light' : 'dark';
      choice = next;
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // storage blocked: the cookie still remembers the choice
      }
      rememberChoice(next);
      colorModeStore.set(next);
    },
  };
}

export function ColorModeButton() {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      color="inherit"
      _hover={{ bg: 'blackAlpha.200' }}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={toggleColorMode}
    >
      <span aria-hidden="true">{colorMode === 'dark' ? '☀' : '☾'}</span>
    </IconButton>
  );
}

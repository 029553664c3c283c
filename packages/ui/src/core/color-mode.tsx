import { IconButton } from '@chakra-ui/react';
import { type ColorMode, colorModeCookie, colorModeFromCookies } from './color-mode-cookie.ts';
import { createStore, useStore } from './store.ts';

export type { ColorMode };

// The key next-themes used, so that a visitor's earlier choice still holds.
const STORAGE_KEY = 'theme';

/** The choice kept in localStorage, else the one the cookie remembers (what the page was sent in). */
function storedMode(): ColorMode {
  const fromCookie = () =>
    typeof document === 'undefined' ? 'light' : colorModeFromCookies(document.cookie);
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
    return fromCookie();
  } catch {
    return fromCookie(); // storage blocked
  }
}

/** Chakra's semantic tokens follow the `light` / `dark` class on <html>. */
function apply(mode: ColorMode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers the site serves; the value is built in one place (colorModeCookie)
  document.cookie = colorModeCookie(mode);
}

const colorModeStore = createStore<ColorMode>(storedMode());
// Applied when this (singleton) package loads, before the first render, so no page flashes light.
apply(colorModeStore.get());
colorModeStore.subscribe(() => apply(colorModeStore.get()));

/** Light by default; the choice is kept in localStorage. */
export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const colorMode = useStore(colorModeStore);
  return {
    colorMode,
    toggleColorMode: () => {
      const next = colorMode === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // storage blocked: the choice lasts for this page only
      }
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

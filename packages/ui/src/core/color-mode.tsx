import { IconButton } from '@chakra-ui/react';
import { createStore, useStore } from './store.ts';

export type ColorMode = 'light' | 'dark';

// The key next-themes used, so that a visitor's earlier choice still holds.
const STORAGE_KEY = 'theme';

function storedMode(): ColorMode {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light'; // storage blocked: the default
  }
}

/** Chakra's semantic tokens follow the `light` / `dark` class on <html>. */
function apply(mode: ColorMode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
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

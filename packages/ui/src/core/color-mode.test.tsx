// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorModeCookie } from './color-mode-cookie.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: as the page itself writes it
  document.cookie = colorModeCookie(null);
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A system colour preference that the test can change, as window.matchMedia reports it. */
function systemPreference(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    for (const listener of listeners) listener();
  };
}

async function renderButton() {
  const { ColorModeButton } = await import('./color-mode.tsx');
  render(
    <ChakraProvider value={defaultSystem}>
      <ColorModeButton />
    </ChakraProvider>,
  );
}

describe('colour mode', () => {
  it('starts light, and the button switches to dark and back, kept in localStorage', async () => {
    systemPreference(false);
    await renderButton();
    // No choice yet: no cookie, the site server then follows the system too.
    expect(document.cookie).not.toContain('color-mode=');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('dark');
    // For the site server, which draws the page's first paint in it.
    expect(document.cookie).toContain('color-mode=dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.cookie).toContain('color-mode=light');
  });

  it("follows the system's preference, also as it changes, until the visitor chooses", async () => {
    const change = systemPreference(true);
    await renderButton();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    change(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    change(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    change(true);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('applies a stored choice as soon as the package loads, over the system', async () => {
    systemPreference(false);
    localStorage.setItem('theme', 'dark');
    await renderButton();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
    // The cookie follows, for the site server.
    expect(document.cookie).toContain('color-mode=dark');
  });

  it('takes the cookie when localStorage holds no choice (the page was sent in that mode)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as the page itself writes it
    document.cookie = colorModeCookie('dark');
    systemPreference(false);
    await renderButton();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

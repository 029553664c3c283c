// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorModeCookie } from './color-mode-cookie.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.resetModules();
});

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
    await renderButton();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('dark');
    // For the site server, which draws the page's first paint in it.
    expect(document.cookie).toContain('theme=dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.cookie).toContain('theme=light');
  });

  it('applies a stored choice as soon as the package loads', async () => {
    localStorage.setItem('theme', 'dark');
    await renderButton();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });

  it('takes the cookie when localStorage holds no choice (the page was sent in that mode)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as the page itself writes it
    document.cookie = colorModeCookie('dark');
    await renderButton();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    // biome-ignore lint/suspicious/noDocumentCookie: as the page itself writes it
    document.cookie = colorModeCookie('light');
  });
});

// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('applies a stored choice as soon as the package loads', async () => {
    localStorage.setItem('theme', 'dark');
    await renderButton();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import {
  isChunkLoadError,
  mayReload,
  RELOAD_MARKER_KEY,
  RELOAD_WINDOW_MS,
  reloadOnce,
} from './reload-guard.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('chunk-reload guard', () => {
  it('reloads once, then not again within 60 000 ms, then again after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    const t0 = 1_700_000_000_000;

    expect(reloadOnce(storage, t0, reload)).toBe(true);
    expect(storage.getItem(RELOAD_MARKER_KEY)).toBe(String(t0));
    expect(reloadOnce(storage, t0 + 1, reload)).toBe(false);
    expect(reloadOnce(storage, t0 + RELOAD_WINDOW_MS - 1, reload)).toBe(false);
    expect(reloads).toBe(1);

    expect(reloadOnce(storage, t0 + RELOAD_WINDOW_MS, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('treats a missing or garbled marker as no earlier reload', () => {
    const storage = memoryStorage();
    expect(mayReload(storage, 5)).toBe(true);
    storage.setItem(RELOAD_MARKER_KEY, 'garbage');
    expect(mayReload(storage, 5)).toBe(true);
  });

  it('the window is 60 000 ms', () => {
    expect(RELOAD_WINDOW_MS).toBe(60_000);
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed chunks, entries and manifests', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.\n(error: /static/js/42.js)'))).toBe(
      true,
    );
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(
      isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.')),
    ).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

import { useEffect, useRef, useState } from 'react';

const SAVE_AFTER_MS = 400;

function read<T extends object>(key: string, fallback: T): T {
  try {
    const saved = sessionStorage.getItem(key);
    if (!saved) return fallback;
    const parsed = JSON.parse(saved) as unknown;
    // Only the fields a draft has, with the types they have: an old or garbled draft is ignored.
    if (!parsed || typeof parsed !== 'object') return fallback;
    const draft = { ...fallback };
    for (const [field, value] of Object.entries(fallback)) {
      const candidate = (parsed as Record<string, unknown>)[field];
      if (Array.isArray(value) ? Array.isArray(candidate) : typeof candidate === typeof value) {
        (draft as Record<string, unknown>)[field] = candidate;
      }
    }
    return draft;
  } catch {
    return fallback;
  }
}

function save(key: string, draft: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, without the safety net.
  }
}

/**
 * A form's fields kept in the browser's session storage while they are typed, so that a reload,
 * Back, or a page that had to wait for the network gives them back. `discard` forgets them (once
 * the job is created).
 */
export function useDraft<T extends object>(
  key: string,
  initial: () => T,
): [T, (patch: Partial<T>) => void, () => void] {
  const [draft, setDraft] = useState<T>(() => read(key, initial()));
  const latest = useRef<T | null>(draft);
  latest.current = latest.current === null ? null : draft;

  // Saved a moment after the last change, and at once when the page goes or the form unmounts.
  useEffect(() => {
    if (latest.current === null) return;
    // Checked again when it fires: the job may have been created (and the draft discarded) since.
    const timer = setTimeout(() => {
      if (latest.current !== null) save(key, draft);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, draft]);
  useEffect(() => {
    const flush = () => {
      if (latest.current !== null) save(key, latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key]);

  const update = (patch: Partial<T>) => setDraft((current) => ({ ...current, ...patch }));
  const discard = () => {
    latest.current = null;
    sessionStorage.removeItem(key);
  };
  return [draft, update, discard];
}

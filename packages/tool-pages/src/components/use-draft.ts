import { useEffect, useRef, useState } from 'react';

const SAVE_AFTER_MS = 400;

/** Only the fields a draft has, with the types they have: an old or garbled draft is ignored. */
function valid<T extends object>(parsed: unknown, fallback: T): T {
  if (!parsed || typeof parsed !== 'object') return fallback;
  const draft = { ...fallback };
  for (const [field, value] of Object.entries(fallback)) {
    const candidate = (parsed as Record<string, unknown>)[field];
    if (Array.isArray(value) ? Array.isArray(candidate) : typeof candidate === typeof value) {
      (draft as Record<string, unknown>)[field] = candidate;
    }
  }
  return draft;
}

function read<T extends object>(key: string, fallback: T): T {
  try {
    const saved = sessionStorage.getItem(key);
    return saved ? valid(JSON.parse(saved) as unknown, fallback) : fallback;
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

/** Where the fields of the latest job submitted from a form are kept (`key` is the draft's). */
const submittedKey = (key: string) => `${key}:submitted`;

/**
 * Keeps the fields a job was submitted with, so that Back from its page gives the form as it was
 * sent (see submittedDraft). One per form: the latest job's.
 */
export function keepSubmitted(key: string, job: string, draft: object): void {
  save(submittedKey(key), { job, draft });
}

/** The fields `job` was submitted with, when it is the latest job kept for the form. */
export function submittedDraft<T extends object>(key: string, job: unknown, fallback: T): T | null {
  if (typeof job !== 'string') return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(submittedKey(key)) ?? 'null') as {
      job?: unknown;
      draft?: unknown;
    } | null;
    if (kept?.job !== job) return null;
    return valid(kept.draft, fallback);
  } catch {
    return null;
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

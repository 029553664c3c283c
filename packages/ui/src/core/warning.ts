import { useCallback, useEffect } from 'react';
import { createStore, useStore } from './store.ts';

/** The one global state field: what is wrong with the input being submitted, or null. */
export const warningStore = createStore<string | null>(null);

/** Replaces the warning whole; `null` clears it. */
export function setWarning(warning: string | null): void {
  warningStore.set(warning);
}

export function useWarning(): [warning: string | null, setWarning: (w: string | null) => void] {
  const warning = useStore(warningStore);
  return [warning, useCallback((w: string | null) => setWarning(w), [])];
}

/**
 * The warning of an input area while it is on the page: replaced when it changes, cleared when the
 * area goes (the warning belongs to the form that wrote it).
 */
export function useInputWarning(warning: string | null): void {
  useEffect(() => {
    setWarning(warning);
  }, [warning]);
  useEffect(() => () => setWarning(null), []);
}

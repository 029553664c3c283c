import { useCallback } from 'react';
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

// The thresholds the visitor set, in a store rather than in a component's state: a threshold
// step then redraws only what reads it (one summary card, one header, the rows whose class
// changes), not the whole results view. Steps stay within a frame on 10 000 rows.
import { useSyncExternalStore } from 'react';
import { createStore } from '../../core/store.ts';
import type { Thresholds } from './columns.ts';

export type ThresholdStore = ReturnType<typeof createStore<Thresholds>>;

export const newThresholdStore = (): ThresholdStore => createStore<Thresholds>({});

const NONE: Thresholds = {};

/** Every threshold set; `NONE` while `needed` is false, so that nothing redraws on a step. */
export function useThresholds(store: ThresholdStore, needed = true): Thresholds {
  const read = () => (needed ? store.get() : NONE);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The threshold set for one method, if any: a component reading it redraws for that method only. */
export function useThreshold(
  store: ThresholdStore,
  method: string | undefined,
): number | undefined {
  const read = () => (method === undefined ? undefined : store.get()[method]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Sets a method's threshold, or forgets it (the service's classes again) with undefined. */
export function setThreshold(store: ThresholdStore, method: string, value: number | undefined) {
  const { [method]: _, ...rest } = store.get();
  store.set(value === undefined ? rest : { ...rest, [method]: value });
}

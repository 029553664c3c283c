export interface RequestActivitySnapshot {
  inFlight: number;
  /** A request of the current burst failed; cleared when a new burst starts. */
  failed: boolean;
}

const listeners = new Set<() => void>();
// Replaced whole on every change, so useSyncExternalStore sees a new snapshot only when it changed.
let snapshot: RequestActivitySnapshot = { inFlight: 0, failed: false };

function set(next: RequestActivitySnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The count of requests in flight, which the top progress bar follows. */
export const requestActivity = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): RequestActivitySnapshot {
    return snapshot;
  },
};

export function requestStarted(): void {
  set({
    inFlight: snapshot.inFlight + 1,
    failed: snapshot.inFlight === 0 ? false : snapshot.failed,
  });
}

export function requestEnded(ok: boolean): void {
  set({ inFlight: Math.max(0, snapshot.inFlight - 1), failed: snapshot.failed || !ok });
}

/** A background request (a poll) failed: the bar shows it, though it never showed the poll. */
export function backgroundRequestFailed(): void {
  set({ ...snapshot, failed: true });
}

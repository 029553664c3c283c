/** What `loadRemote` gives instead of a module when the remote could not be loaded. */
export interface UnavailableRemote {
  unavailable: true;
  /** The module asked for, e.g. 'ampep/tool'. */
  id: string;
  reason: string;
}

export function unavailableRemote(id: string, error: unknown): UnavailableRemote {
  const reason = error instanceof Error ? error.message : String(error);
  return { unavailable: true, id, reason };
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as { unavailable?: unknown }).unavailable === true
  );
}

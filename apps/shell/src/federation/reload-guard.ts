/**
 * After a deploy, a page may ask for code that no longer exists (a page's chunk, a remote's
 * entry or manifest). Reloading fetches the new files; the marker keeps a failure that a reload
 * does not cure from reloading the page in a loop.
 */
export const RELOAD_MARKER_KEY = 'peptox:chunk-reload-at';
export const RELOAD_WINDOW_MS = 60_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function mayReload(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_MARKER_KEY));
  return !(Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS);
}

/**
 * Reloads the page unless it was reloaded for this reason less than 60 000 ms ago.
 * Returns whether it reloaded.
 */
export function reloadOnce(
  storage: Storage = sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => location.reload(),
): boolean {
  if (!mayReload(storage, now)) return false;
  storage.setItem(RELOAD_MARKER_KEY, String(now));
  reload();
  return true;
}

/** Errors that mean code could not be fetched, as opposed to code that ran and failed. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|RUNTIME-00[1-9]|Failed to get manifest|Failed to load script|ScriptExternalLoadError/i.test(
    message,
  );
}

export interface ApiErrorNotice {
  title: 'Error';
  description: string;
}

const listeners = new Set<(notice: ApiErrorNotice) => void>();

/** The shell passes these notices to its toaster. */
export function onApiErrorNotice(listener: (notice: ApiErrorNotice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiErrorNotice(description: string): void {
  for (const listener of listeners) listener({ title: 'Error', description });
}

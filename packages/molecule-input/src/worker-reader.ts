import type { MoleculeInputProblem, MoleculeRecord } from '@peptox/molecule';
import { type ReadOptions, SmilesReader } from './smiles-reader.ts';

/** Reads SMILES with RDKit: the molecules it cannot read, with the service's line-naming message. */
export interface SmilesReaderLike {
  unreadable(
    records: readonly MoleculeRecord[],
    options?: ReadOptions,
  ): Promise<MoleculeInputProblem[]>;
}

export interface ReaderRequest {
  id: number;
  records: readonly MoleculeRecord[];
}

export type ReaderReply =
  | { id: number; done: number }
  | { id: number; unreadable: MoleculeInputProblem[] }
  | { id: number; error: string };

interface Pending {
  records: readonly MoleculeRecord[];
  options: ReadOptions;
  resolve: (unreadable: MoleculeInputProblem[]) => void;
  reject: (error: unknown) => void;
}

/**
 * A SmilesReader that runs in a Web Worker (smiles.worker.ts). When the worker cannot start (no
 * Worker, a script from another origin in development), the reading falls back to this page.
 */
export class WorkerSmilesReader implements SmilesReaderLike {
  private worker: Worker | null = null;
  private fallback: SmilesReader | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly start: () => Worker) {}

  unreadable(
    records: readonly MoleculeRecord[],
    options: ReadOptions = {},
  ): Promise<MoleculeInputProblem[]> {
    const worker = this.fallback ? null : this.ensureWorker();
    if (!worker) return this.readHere(records, options);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { records, options, resolve, reject });
      options.signal?.addEventListener('abort', () => {
        this.pending.delete(id);
        reject(options.signal?.reason);
      });
      worker.postMessage({ id, records } satisfies ReaderRequest);
    });
  }

  private readHere(records: readonly MoleculeRecord[], options: ReadOptions) {
    this.fallback ??= new SmilesReader();
    return this.fallback.unreadable(records, options);
  }

  private ensureWorker(): Worker | null {
    if (this.worker) return this.worker;
    try {
      this.worker = this.start();
    } catch {
      return null;
    }
    this.worker.onmessage = ({ data }: MessageEvent<ReaderReply>) => {
      const pending = this.pending.get(data.id);
      if (!pending) return;
      if ('done' in data) pending.options.onProgress?.(data.done);
      else {
        this.pending.delete(data.id);
        if ('unreadable' in data) pending.resolve(data.unreadable);
        else pending.reject(new Error(data.error));
      }
    };
    // The worker's script did not load or start: the page reads from now on, waiting requests too.
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.worker?.terminate();
      this.worker = null;
      this.fallback = new SmilesReader();
      const waiting = [...this.pending.values()];
      this.pending.clear();
      for (const { records, options, resolve, reject } of waiting) {
        this.readHere(records, options).then(resolve, reject);
      }
    };
    return this.worker;
  }
}

/** The page's reader: RDKit in a worker where the browser can start one, else in the page. */
export function createSmilesReader(): SmilesReaderLike {
  if (typeof Worker === 'undefined') return new SmilesReader();
  return new WorkerSmilesReader(
    () => new Worker(new URL('./smiles.worker.ts', import.meta.url), { name: 'smiles-reader' }),
  );
}

import { parseMoleculeText } from '@peptox/molecule';
import { describe, expect, it } from 'vitest';
import { SmilesReader } from './smiles-reader.ts';
import type { ReaderReply, ReaderRequest } from './worker-reader.ts';
import { WorkerSmilesReader } from './worker-reader.ts';

/** A stand-in for the worker: answers as smiles.worker.ts does, with RDKit in this process. */
class InProcessWorker {
  onmessage: ((event: MessageEvent<ReaderReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: ReaderRequest[] = [];
  private readonly reader = new SmilesReader();
  postMessage(request: ReaderRequest) {
    this.requests.push(request);
    const reply = (data: ReaderReply) => this.onmessage?.({ data } as MessageEvent<ReaderReply>);
    this.reader.unreadable(request.records).then(
      (unreadable) => {
        reply({ id: request.id, done: request.records.length });
        reply({ id: request.id, unreadable });
      },
      (error) => reply({ id: request.id, error: String(error) }),
    );
  }
  terminate() {}
}

/** A worker whose script does not load: it fails once a message is sent. */
class BrokenWorker extends InProcessWorker {
  override postMessage() {
    queueMicrotask(() =>
      this.onerror?.({ preventDefault() {}, message: 'script failed' } as ErrorEvent),
    );
  }
}

const { records } = parseMoleculeText('CCO ethanol\nC1CC open_ring\n');

describe('WorkerSmilesReader', () => {
  it('asks the worker, matches its answers to the requests, and passes progress on', async () => {
    const worker = new InProcessWorker();
    const reader = new WorkerSmilesReader(() => worker as unknown as Worker);
    const progress: number[] = [];
    const [first, second] = await Promise.all([
      reader.unreadable(records, { onProgress: (done) => progress.push(done) }),
      reader.unreadable(records.slice(0, 1)),
    ]);
    expect(first.map((p) => p.record)).toEqual(['open_ring']);
    expect(second).toEqual([]);
    expect(progress).toEqual([2]);
    expect(worker.requests.map((r) => r.id)).toEqual([0, 1]);
  });

  it('reads in the page when the worker cannot start, or fails to load, also what was waiting', async () => {
    const unstartable = new WorkerSmilesReader(() => {
      throw new Error('no workers here');
    });
    expect((await unstartable.unreadable(records)).map((p) => p.record)).toEqual(['open_ring']);

    let started = 0;
    const broken = new WorkerSmilesReader(() => {
      started++;
      return new BrokenWorker() as unknown as Worker;
    });
    expect((await broken.unreadable(records)).map((p) => p.record)).toEqual(['open_ring']);
    expect(await broken.unreadable(records.slice(0, 1))).toEqual([]);
    expect(started).toBe(1);
  });

  it('rejects a request that is aborted', async () => {
    const reader = new WorkerSmilesReader(() => new InProcessWorker() as unknown as Worker);
    const controller = new AbortController();
    const reading = reader.unreadable(records, { signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toBeDefined();
  });
});

// RDKit in a worker of its own: the page never waits for it, and RDKit's WebAssembly and the
// string evaluation its JavaScript bindings need (embind's `new Function`) stay out of the page,
// so a site can serve this script with a Content-Security-Policy of its own.
import type { MoleculeInputProblem } from '@peptox/molecule';
import { SmilesReader } from './smiles-reader.ts';
import type { ReaderReply, ReaderRequest } from './worker-reader.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReaderRequest>) => void) | null;
  postMessage(reply: ReaderReply): void;
};
const reader = new SmilesReader();
let current: AbortController | null = null;

scope.onmessage = ({ data: { id, records } }) => {
  // A newer request makes the older one pointless: it stops at its next slice.
  current?.abort();
  const controller = new AbortController();
  current = controller;
  reader
    .unreadable(records, {
      signal: controller.signal,
      onProgress: (done) => scope.postMessage({ id, done }),
    })
    .then(
      (unreadable: MoleculeInputProblem[]) => scope.postMessage({ id, unreadable }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
      },
    );
};

import {
  checkSmiles,
  invalidSmilesProblem,
  loadRDKit,
  type MoleculeInputProblem,
  type MoleculeRecord,
  type RDKitModule,
} from '@peptox/molecule';

/** Work done between two paints: reading 10 000 SMILES takes seconds, the page must stay responsive. */
const SLICE_MS = 12;
/** Readings remembered; beyond this the memory starts afresh (a paste of new molecules). */
const MAX_REMEMBERED = 50_000;

export interface ReadOptions {
  signal?: AbortSignal;
  /** Records read so far, reported between slices. */
  onProgress?: (done: number) => void;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads SMILES with RDKit as the job service does (`checkSmiles`), in slices that leave the page
 * responsive. Each SMILES is read once: typing a line re-reads only that line.
 */
export class SmilesReader {
  /** SMILES -> why RDKit cannot read it, or null when it can. */
  private readonly reasons = new Map<string, string | null>();

  constructor(private readonly load: () => Promise<RDKitModule> = () => loadRDKit()) {}

  /** The records RDKit cannot read, with the service's message naming the line. */
  async unreadable(
    records: readonly MoleculeRecord[],
    { signal, onProgress }: ReadOptions = {},
  ): Promise<MoleculeInputProblem[]> {
    const rdkit = await this.load();
    const problems: MoleculeInputProblem[] = [];
    let sliceStart = performance.now();
    for (const [index, record] of records.entries()) {
      signal?.throwIfAborted();
      const reason = this.reason(rdkit, record.smiles);
      if (reason !== null) problems.push(invalidSmilesProblem(record, reason));
      if (performance.now() - sliceStart > SLICE_MS) {
        onProgress?.(index + 1);
        await nextTask();
        sliceStart = performance.now();
      }
    }
    signal?.throwIfAborted();
    return problems;
  }

  private reason(rdkit: RDKitModule, smiles: string): string | null {
    const known = this.reasons.get(smiles);
    if (known !== undefined) return known;
    const checked = checkSmiles(rdkit, smiles);
    const reason = checked.ok ? null : checked.reason;
    if (this.reasons.size >= MAX_REMEMBERED) this.reasons.clear();
    this.reasons.set(smiles, reason);
    return reason;
  }
}

// Molecules in the results, in the browser: RDKit (WebAssembly, about 7 MB) is fetched the first
// time a result with a molecule column is shown, never on other pages. Depictions are drawn a few
// at a time between frames, so that scrolling stays smooth while they appear.
import type { RDKitModule } from '@peptox/molecule';

type MoleculePackage = typeof import('@peptox/molecule');

interface Loaded {
  molecule: MoleculePackage;
  rdkit: RDKitModule;
}

let loading: Promise<Loaded> | null = null;

/** RDKit and the molecule package, loaded once per page; a failed load is tried again next time. */
export function loadMolecules(): Promise<Loaded> {
  loading ??= import('@peptox/molecule')
    .then(async (molecule) => ({ molecule, rdkit: await molecule.loadRDKit() }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** A canonical SMILES, or null when RDKit cannot read it. */
export function canonicalSmiles({ molecule, rdkit }: Loaded, smiles: string): string | null {
  const result = molecule.checkSmiles(rdkit, smiles);
  return result.ok ? result.canonicalSmiles : null;
}

export const DEPICTION = { width: 160, height: 110 } as const;

const svgs = new Map<string, string | null>();
const MAX_CACHED = 2000;

/** A sanitised SVG of the molecule, or null when RDKit cannot read it (cached by SMILES). */
function depict({ molecule, rdkit }: Loaded, smiles: string): string | null {
  const cached = svgs.get(smiles);
  if (cached !== undefined) return cached;
  const result = molecule.withMolecule(rdkit, smiles, (m) => m.svg(DEPICTION));
  const svg = result.ok ? result.value : null;
  if (svgs.size >= MAX_CACHED) svgs.delete(svgs.keys().next().value as string);
  svgs.set(smiles, svg);
  return svg;
}

interface Job {
  smiles: string;
  done: (svg: string | null) => void;
}

const queue = new Set<Job>();
let running = false;
/** Work per slice: short enough to leave the frame to scrolling. */
const SLICE_MS = 8;

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const loaded = await loadMolecules();
    while (queue.size > 0) {
      const start = performance.now();
      for (const job of queue) {
        queue.delete(job);
        job.done(depict(loaded, job.smiles));
        if (performance.now() - start > SLICE_MS) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    running = false;
  }
}

/**
 * Asks for a depiction; `done` is called with the SVG (or null) unless the returned cancel runs
 * first (the row left the view before its turn).
 */
export function requestDepiction(smiles: string, done: (svg: string | null) => void): () => void {
  const cached = svgs.get(smiles);
  if (cached !== undefined) {
    done(cached);
    return () => {};
  }
  const job = { smiles, done };
  queue.add(job);
  drain().catch(() => {
    for (const waiting of queue) waiting.done(null);
    queue.clear();
  });
  return () => {
    queue.delete(job);
  };
}

/**
 * Canonical SMILES of every row's molecule, computed in slices between frames (10 000 molecules
 * take a second or two); null where RDKit cannot read one.
 */
export async function canonicalColumn(
  smiles: readonly (string | null)[],
): Promise<(string | null)[]> {
  const loaded = await loadMolecules();
  const out: (string | null)[] = [];
  while (out.length < smiles.length) {
    const start = performance.now();
    while (out.length < smiles.length && performance.now() - start < SLICE_MS) {
      const value = smiles[out.length];
      out.push(value ? canonicalSmiles(loaded, value) : null);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return out;
}

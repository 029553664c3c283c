// A compound set of the shared data as the training script and the baseline both read it: one
// molecule per canonical SMILES (repeats averaged), stereoisomers grouped, scaffolds named, the
// protocol's splits and a scaffold hold-out, and feature matrices of any blocks. Node only.
import { createHash } from 'node:crypto';
import { quantileBins, stratifiedGroupSplit } from '@peptox/ml';
import { type FeatureBlock, featureCount, type RDKitModule, withMolecule } from '@peptox/molecule';
import { type ProtocolSplits, protocolSplits, readCsv } from '@peptox/training';
import { compoundFeatures } from './features.ts';

export interface Compound {
  canonical: string;
  /** The data set's index of the first row with this molecule. */
  index: string;
  values: number[];
  /** Without stereo: stereoisomers share it. */
  flat: string;
  scaffold: string;
}

export interface CompoundSet {
  compounds: Compound[];
  /** Each molecule's value: the mean of its rows. */
  y: number[];
  /** Stereoisomers share a group: the protocol's groups. */
  flatGroups: Int32Array;
  /** Bemis-Murcko scaffolds (acyclic molecules grouped as stereoisomers): the scaffold hold-out's. */
  scaffoldGroups: Int32Array;
  counts: Record<string, number>;
}

/** Reads a CSV of the shared data (`index, smiles, active`), one molecule per canonical SMILES. */
export function readCompounds(rdkit: RDKitModule, file: string): CompoundSet {
  const rows = readCsv(file);
  const byCanonical = new Map<string, Compound>();
  for (const row of rows) {
    const value = Number(row.active);
    const read = withMolecule(rdkit, row.smiles ?? '', (m) => ({
      canonical: m.canonicalSmiles(),
      flat: m.canonicalSmilesWithoutStereo(),
      scaffold: m.scaffoldSmiles(),
    }));
    if (!read.ok) throw new Error(`${file}, index ${row.index}: ${read.reason}`);
    if (!Number.isFinite(value)) throw new Error(`${file}, index ${row.index}: no value`);
    const known = byCanonical.get(read.value.canonical);
    if (known) known.values.push(value);
    else
      byCanonical.set(read.value.canonical, {
        ...read.value,
        index: row.index ?? '',
        values: [value],
      });
  }
  const compounds = [...byCanonical.values()];
  const y = compounds.map((c) => c.values.reduce((a, b) => a + b, 0) / c.values.length);
  // Stereoisomers (one SMILES without stereo) stay on one side of every split of the protocol.
  // The scaffold hold-out reported beside it keeps each Bemis-Murcko scaffold on one side
  // (acyclic molecules, which have none, grouped as above). Scaffolds are not the protocol's
  // groups: benzene alone is a fifth to a third of these sets, too large for a 10-fold CV.
  const flatGroups = groupIds(compounds.map((c) => c.flat));
  const scaffoldGroups = groupIds(
    compounds.map((c) => (c.scaffold ? `s:${c.scaffold}` : `a:${c.flat}`)),
  );
  const ringScaffolds = countBy(compounds.flatMap((c) => (c.scaffold ? [c.scaffold] : [])));
  const counts = {
    rowsInFile: rows.length,
    molecules: compounds.length,
    repeatedMolecules: compounds.filter((c) => c.values.length > 1).length,
    stereoGroups: new Set(flatGroups).size,
    scaffolds: ringScaffolds.size,
    largestScaffold: Math.max(...ringScaffolds.values()),
    acyclicMolecules: compounds.filter((c) => c.scaffold === '').length,
  };
  return { compounds, y, flatGroups, scaffoldGroups, counts };
}

/** The evaluations of these splits a card names: the hold-out, the 10-fold CV, the scaffold hold-out. */
export type SplitEvaluation = 'validation' | 'crossValidation10Fold' | 'validationScaffoldSplit';

/** What the protocol splits the set into, and the scaffold hold-out beside it. */
export interface CompoundSplits extends ProtocolSplits {
  scaffold: { train: number[]; test: number[] };
}

export const STEREO_GROUPS = 'stereoisomers (molecules of one canonical SMILES without stereo)';

/**
 * The protocol's groups: stereoisomers, when the set has any (else none, which spares the
 * protocol measuring everything again "ignoring the groups" to the same figures).
 */
export function protocolGroups(
  set: CompoundSet,
): { ids: Int32Array; description: string } | undefined {
  return set.counts.stereoGroups < set.compounds.length
    ? { ids: set.flatGroups, description: STEREO_GROUPS }
    : undefined;
}

/**
 * The splits' seed unless a spec sets another: the training run, the baseline, the leakage report
 * and the trials all hold out the same molecules by it.
 */
export const SPLIT_SEED = 2026;

export function compoundSplits(set: CompoundSet, seed: number): CompoundSplits {
  return {
    ...protocolSplits({ task: 'regression', y: set.y, groups: protocolGroups(set), seed }),
    scaffold: stratifiedGroupSplit(quantileBins(set.y, 10), set.scaffoldGroups, 0.2, seed),
  };
}

/** The features of `blocks` of every molecule (row-major) and their Morgan fingerprints. */
export function compoundMatrix(
  rdkit: RDKitModule,
  compounds: readonly Compound[],
  blocks: readonly FeatureBlock[],
): { x: Float32Array; p: number; fingerprints: Uint8Array[] } {
  const p = featureCount(blocks);
  const x = new Float32Array(compounds.length * p);
  const fingerprints = compounds.map((c, i) => {
    const read = compoundFeatures(rdkit, c.canonical, blocks, x, i * p);
    if (!read.ok) throw new Error(`${c.canonical}: ${read.reason}`);
    return read.fingerprint;
  });
  return { x, p, fingerprints };
}

/** The columns `columns` of a row-major matrix of p columns. */
export function columnsOf(x: Float32Array, p: number, columns: readonly number[]): Float32Array {
  const n = x.length / p;
  const out = new Float32Array(n * columns.length);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < columns.length; j++) {
      out[i * columns.length + j] = x[i * p + (columns[j] as number)] as number;
    }
  }
  return out;
}

/**
 * Which molecules a split held out, as a short hash of their canonical SMILES in order: a card
 * shows a baseline beside the model only when both held out the same molecules.
 */
export function rowsSignature(compounds: readonly Compound[], rows: readonly number[]): string {
  const hash = createHash('sha256');
  for (const r of rows) hash.update(`${compounds[r]?.canonical}\n`);
  return hash.digest('hex').slice(0, 12);
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Dense ids 0.. of the distinct keys, in first-seen order. */
function groupIds(keys: readonly string[]): Int32Array {
  const ids = new Map<string, number>();
  return Int32Array.from(keys, (key) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  });
}

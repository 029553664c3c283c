// The training data, read from the shared data folder (never copied into the repo) and turned into
// graphs: Tox21 with its 12 assays, and the other compound sets' molecules as unlabelled ones.
import { fileURLToPath } from 'node:url';
import { type GraphInput, graphInput } from '@peptox/gcn';
import { balancedGroupSplit, type ThreeWaySplit } from '@peptox/ml';
import { DEFAULT_MORGAN, descriptorVector, loadRDKit, withMolecule } from '@peptox/molecule';
import { readCsv } from '@peptox/training';
import { TOX21_ASSAYS } from '../src/assays.ts';

export const modelsDir = fileURLToPath(new URL('../models', import.meta.url));

export const TRAIN_COMMAND = 'pnpm --filter @peptox/predictor-ssl-gcn train';
export const SEED = 20_260_201;
/** Validation and test fractions of both splits; the rest trains. */
export const FRACTIONS = { validation: 0.1, test: 0.1 };

export const TOX21_FILE = 'tox21/tox21.csv';
/** Compound sets whose molecules the mean teacher may use without labels. */
export const UNLABELLED_FILES = ['ld50/rat_oral_ld50.csv', 'ecotox/fish_lc50.csv'];

/** A molecule as RDKit reads it: canonical forms, scaffold, graph. */
export interface ReadMolecule {
  /** Canonical isomeric SMILES: rows with the same one are one molecule. */
  smiles: string;
  /** Canonical SMILES without stereo or isotopes: the network cannot tell these apart. */
  flatSmiles: string;
  /** Bemis-Murcko scaffold, canonical ('' for acyclic molecules). */
  scaffold: string;
  /** Morgan fingerprint (radius 2, 2048 bits): leakage checks and the applicability domain. */
  fingerprint: Uint8Array;
  /** RDKit's 2D descriptors, raw, in DESCRIPTOR_NAMES order. */
  descriptors: Float64Array;
  graph: GraphInput;
}

export interface Tox21Molecule extends ReadMolecule {
  /** The file's mol_id of every row of this molecule. */
  ids: string[];
  /** One label per assay, in TOX21_ASSAYS order: 1 active, 0 inactive, NaN not measured. */
  labels: Float32Array;
}

export interface Tox21Set {
  molecules: Tox21Molecule[];
  counts: Record<string, number>;
}

async function readMolecule(smiles: string, where: string): Promise<ReadMolecule> {
  const rdkit = await loadRDKit();
  const read = withMolecule(rdkit, smiles, (m) => ({
    smiles: m.canonicalSmiles(),
    flatSmiles: m.canonicalSmilesWithoutStereo(),
    scaffold: m.scaffoldSmiles(),
    fingerprint: m.morganFingerprint(DEFAULT_MORGAN),
    descriptors: descriptorVector(m.descriptors()),
    graph: graphInput(m.graph()),
  }));
  if (!read.ok) throw new Error(`${where}: RDKit cannot read '${smiles}': ${read.reason}`);
  return read.value;
}

/**
 * Tox21, one entry per molecule: rows with the same canonical SMILES are merged, an assay keeping
 * the label its rows agree on and becoming unmeasured where they disagree.
 */
export async function readTox21(): Promise<Tox21Set> {
  const rows = readCsv(TOX21_FILE);
  const missing = [...TOX21_ASSAYS.map((a) => a.id), 'mol_id', 'smiles'].filter(
    (column) => !(column in (rows[0] ?? {})),
  );
  if (missing.length > 0) throw new Error(`${TOX21_FILE}: no column ${missing.join(', ')}`);
  const bySmiles = new Map<string, ReadMolecule & { ids: string[]; rows: Float32Array[] }>();
  for (const [index, row] of rows.entries()) {
    const molecule = await readMolecule(row.smiles ?? '', `${TOX21_FILE} line ${index + 2}`);
    const labels = Float32Array.from(TOX21_ASSAYS, ({ id }) =>
      row[id] === '1' ? 1 : row[id] === '0' ? 0 : Number.NaN,
    );
    const seen = bySmiles.get(molecule.smiles);
    if (seen) {
      seen.ids.push(row.mol_id ?? '');
      seen.rows.push(labels);
    } else {
      bySmiles.set(molecule.smiles, { ...molecule, ids: [row.mol_id ?? ''], rows: [labels] });
    }
  }
  let conflicts = 0;
  const molecules = [...bySmiles.values()].map(({ rows: labelRows, ...molecule }) => {
    const labels = Float32Array.from(TOX21_ASSAYS, (_, a) => {
      const measured = new Set(
        labelRows.map((r) => r[a] as number).filter((l) => !Number.isNaN(l)),
      );
      if (measured.size > 1) conflicts++;
      return measured.size === 1 ? ([...measured][0] as number) : Number.NaN;
    });
    return { ...molecule, labels };
  });
  const labelled = molecules.reduce(
    (n, m) => n + m.labels.filter((l) => !Number.isNaN(l)).length,
    0,
  );
  return {
    molecules,
    counts: {
      rows: rows.length,
      molecules: molecules.length,
      duplicateRowsMerged: rows.length - molecules.length,
      conflictingLabelsDropped: conflicts,
      labels: labelled,
      missingLabels: molecules.length * TOX21_ASSAYS.length - labelled,
    },
  };
}

/** The molecules of the other compound sets that are not in `exclude` (flat SMILES), once each. */
export async function readUnlabelled(
  exclude: ReadonlySet<string>,
): Promise<{ molecules: ReadMolecule[]; counts: Record<string, number> }> {
  const molecules = new Map<string, ReadMolecule>();
  const counts: Record<string, number> = {};
  for (const file of UNLABELLED_FILES) {
    const rows = readCsv(file);
    let kept = 0;
    for (const [index, row] of rows.entries()) {
      const molecule = await readMolecule(row.smiles ?? '', `${file} line ${index + 2}`);
      if (exclude.has(molecule.flatSmiles) || molecules.has(molecule.flatSmiles)) continue;
      molecules.set(molecule.flatSmiles, molecule);
      kept++;
    }
    counts[`${file} rows`] = rows.length;
    counts[`${file} new molecules`] = kept;
  }
  return { molecules: [...molecules.values()], counts };
}

/**
 * The headline split: Bemis-Murcko scaffolds kept whole, 80 / 10 / 10 (acyclic molecules share
 * the empty scaffold, which balancedGroupSplit sends to training as a large group).
 */
export const scaffoldSplit = (molecules: readonly ReadMolecule[]): ThreeWaySplit =>
  balancedGroupSplit(
    molecules.map((m) => m.scaffold),
    FRACTIONS,
    SEED,
  );

/** The comparison split: molecules dealt at random, stereoisomers kept together. */
export const randomSplit = (molecules: readonly ReadMolecule[]): ThreeWaySplit =>
  balancedGroupSplit(
    molecules.map((m) => m.flatSmiles),
    FRACTIONS,
    SEED,
  );

// Checks that the numbers a researcher reads agree with each other and apply where they are
// given, measured through the served predictors: random peptides (no antimicrobial relative in
// any training set) get no MIC and no selectivity index that looks like a real one, and a
// training molecule, however its SMILES is spelled, leads with its measured value. The command
// `pnpm --filter @peptox/predictors agreement` prints the figures; the tests run them small.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createRng } from '@peptox/ml';
import { loadRDKit } from '@peptox/molecule';
import type { InputRecord, ToolPredictor } from '@peptox/predictor-kit';
import { type ResultRow, SELECTIVITY_INDICES } from '@peptox/tool-schema';

const RESIDUES = 'ACDEFGHIKLMNPQRSTVWY';

/** Random peptides, each residue one of the 20 with equal chance, lengths uniform in [min, max]. */
export function randomPeptides(n: number, seed: number, [min, max] = [10, 50]): InputRecord[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) => {
    const length = min + rng.int(max - min + 1);
    let text = '';
    for (let k = 0; k < length; k++) text += RESIDUES[rng.int(RESIDUES.length)];
    return { id: `random_${i + 1}`, text };
  });
}

export interface RandomPeptideFigures {
  n: number;
  /** Share of the peptides inside each model's domain, by its in-domain column. */
  inside: Record<string, number>;
  /** Share with an E. coli MIC under 16 µM inside its domain. */
  potentEColiInside: number;
  /** Peptides the screening AMP method calls non-AMP, and how many of them got an index. */
  calledNonAmp: number;
  selectivityForNonAmp: number;
}

const share = (rows: readonly ResultRow[], test: (row: ResultRow) => boolean) =>
  rows.length === 0 ? 0 : rows.filter(test).length / rows.length;

/** What the peptide profile (every peptide tool, the indices) gives random peptides. */
export async function randomPeptideFigures(
  profile: ToolPredictor,
  peptides: readonly InputRecord[],
): Promise<RandomPeptideFigures> {
  const methods = profile.methods.map((m) => m.id);
  const rows = await profile.predict(peptides, methods);
  const domains = profile.columns.filter((c) => c.role === 'in-domain');
  const nonAmp = rows.filter((row) => row.ampep_gb_class === 0);
  const anyIndex = (row: ResultRow) =>
    SELECTIVITY_INDICES.some((index) => typeof row[index.key] === 'number');
  return {
    n: rows.length,
    inside: Object.fromEntries(
      domains.map((c) => [c.model ?? c.key, share(rows, (row) => row[c.key] === 1)]),
    ),
    potentEColiInside: share(
      rows,
      (row) =>
        row.ec_mic_in_domain === 1 && typeof row.ec_mic_um === 'number' && row.ec_mic_um < 16,
    ),
    calledNonAmp: nonAmp.length,
    selectivityForNonAmp: nonAmp.filter(anyIndex).length,
  };
}

/** A compound tool's training molecules as its evidence file lists them (canonical SMILES). */
export function trainingMolecules(pkg: string, model: string): { id: string; smiles: string }[] {
  // The package's entry is src/index.ts; its models sit beside src.
  const root = dirname(dirname(createRequire(import.meta.url).resolve(pkg)));
  const file = JSON.parse(readFileSync(join(root, 'models', `${model}.evidence.json`), 'utf8'));
  const { ids, inputs } = file.records as { ids: string[]; inputs: string[] };
  return ids.map((id, i) => ({ id, smiles: inputs[i] as string }));
}

export interface SpellingFigures {
  n: number;
  /** Molecules given in a random spelling (RDKit's random SMILES, not the canonical one). */
  respelled: number;
  /** Rows that lead with a measured value (any of the tool's measured columns filled). */
  measured: number;
  /** The molecules that did not, by their training id. */
  missed: string[];
}

/**
 * `n` training molecules of a compound tool (seeded sample), each written as a random SMILES of
 * RDKit's, predicted as a researcher's input: how many rows lead with the measured value.
 */
export async function spellingFigures(
  predictor: ToolPredictor,
  molecules: readonly { id: string; smiles: string }[],
  n: number,
  seed: number,
): Promise<SpellingFigures> {
  const rdkit = await loadRDKit();
  const rng = createRng(seed);
  const picked = Array.from({ length: Math.min(n, molecules.length) }, () => {
    return molecules[rng.int(molecules.length)] as { id: string; smiles: string };
  });
  let respelled = 0;
  const records = picked.map(({ id, smiles }) => {
    const mol = rdkit.get_mol(smiles);
    if (!mol) throw new Error(`RDKit cannot read the training molecule ${id}: ${smiles}`);
    try {
      // A spelling other than the canonical one, where the molecule has one.
      let text = smiles;
      for (let attempt = 0; attempt < 10 && text === smiles; attempt++) {
        text = mol.get_smiles(JSON.stringify({ canonical: false, doRandom: true }));
      }
      if (text !== smiles) respelled++;
      return { id, text };
    } finally {
      mol.delete();
    }
  });
  const methods = predictor.methods.map((m) => m.id);
  const rows = await predictor.predict(records, methods);
  const own = predictor.columns.filter((c) => c.role === 'measured').map((c) => c.key);
  const missed = rows
    .filter((row) => !own.some((key) => row[key] !== null && row[key] !== undefined))
    .map((row) => String(row.id));
  return { n: rows.length, respelled, measured: rows.length - missed.length, missed };
}

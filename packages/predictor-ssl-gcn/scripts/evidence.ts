// The evidence of the shipped ensemble (@peptox/evidence, as every model's): per assay, the
// probability (the network's, averaged with the trees' and read-across where they are used) calibrated and the class threshold chosen by the Matthews correlation on the
// scaffold split's validation molecules, the domain's cut-off where their error grows, checked on
// the test molecules; the nearest measured Tox21 molecule of every assay. The training run calls
// writeEvidence; run alone, this file fits the evidence of the committed network and trees (their
// validation and test probabilities computed again) and puts it on the committed card:
//
//   pnpm --filter @peptox/predictor-ssl-gcn evidence
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fitEvidence, type HeadSpec, moleculeSpace, similarityTo } from '@peptox/evidence';
import type { ThreeWaySplit } from '@peptox/ml';
import { DEFAULT_MORGAN } from '@peptox/molecule';
import type { EvidenceSummary, ModelCard } from '@peptox/tool-schema';
import { writeModelCards } from '@peptox/training';
import { TOX21_ASSAYS } from '../src/assays.ts';
import { loadSslGcn } from '../src/model.ts';
import { assayValues, TASKS } from './assay-matrix.ts';
import { modelsDir, readTox21, scaffoldSplit, type Tox21Molecule, TRAIN_COMMAND } from './data.ts';

export const EVIDENCE_FILE = join(modelsDir, 'ssl-gcn.evidence.json');
const CARD_FILE = join(modelsDir, 'ssl-gcn.card.json');

/**
 * Fits the evidence on the validation molecules' probabilities, checks it on the test molecules'
 * (both: molecules × assays, in split order), writes the evidence file and returns the card's
 * figures. The records are all Tox21 molecules, so that a measured molecule shows its labels.
 */
export function writeEvidence(
  molecules: readonly Tox21Molecule[],
  split: ThreeWaySplit,
  validationProbabilities: Float32Array,
  testProbabilities: Float32Array,
): EvidenceSummary {
  const space = moleculeSpace(
    molecules.map((m) => m.fingerprint),
    DEFAULT_MORGAN,
  );
  const heads: Record<string, HeadSpec> = Object.fromEntries(
    TOX21_ASSAYS.map(({ id }, a) => [
      id,
      {
        task: 'classification' as const,
        measured: molecules.map((m) => {
          const label = m.labels[a] as number;
          return Number.isNaN(label) ? null : label;
        }),
      },
    ]),
  );
  const set = (rows: readonly number[], probabilities: Float32Array) => ({
    rows,
    // What the network learned from: the training part.
    similarity: similarityTo(space, rows, split.train),
    predicted: Object.fromEntries(
      TOX21_ASSAYS.map(({ id }, a) => [id, assayValues(probabilities, a, rows.length)]),
    ),
  });
  const { file, summary } = fitEvidence({
    model: 'ssl-gcn',
    space,
    records: {
      ids: molecules.map((m) => `Tox21 ${m.ids.join(' ')}`),
      inputs: molecules.map((m) => m.smiles),
      fingerprints: molecules.map((m) => m.fingerprint),
    },
    heads,
    serve: set(split.validation, validationProbabilities),
    validate: { check: set(split.test, testProbabilities) },
  });
  writeFileSync(EVIDENCE_FILE, JSON.stringify(file));
  return {
    ...summary,
    method:
      "Fitted on the served probabilities (the network's, averaged with the boosted trees' in the assays where validation chose them) of the scaffold split's validation molecules (calibration, the threshold of highest Matthews correlation, the domain's cut-off where the error grows), each molecule's similarity measured to the training part; checked on the test molecules, which neither the network nor the fit saw. The nearest measured molecule is searched among all Tox21 molecules.",
  };
}

/** The card with the evidence's figures (replacing the earlier domain and thresholds). */
export function addEvidenceToCard(card: ModelCard, evidence: EvidenceSummary): ModelCard {
  const stale = (name: string) =>
    name.startsWith('Applicability domain') ||
    name.startsWith('Threshold (from validation)') ||
    name.startsWith('Scaffold test at the threshold');
  return {
    ...card,
    output:
      "The calibrated probability that the molecule is active in each of the 12 Tox21 assays; class 1 at or above the assay's threshold, the calibrated probability of highest Matthews correlation on the validation molecules (its precision and recall on the test molecules are stated per assay)",
    metrics: Object.fromEntries(Object.entries(card.metrics).filter(([name]) => !stale(name))),
    notes: (card.notes ?? []).filter((n) => !n.startsWith('Applicability domain')),
    evidence,
  };
}

/** Alone: the evidence of the committed ensemble, its held-out probabilities computed again. */
async function main(): Promise<void> {
  const { molecules } = await readTox21();
  const split = scaffoldSplit(molecules);
  // The committed network, trees and read-across, as a worker scores a molecule.
  const committed = await loadSslGcn();
  const probabilities = (rows: readonly number[]) => {
    const out = new Float32Array(rows.length * TASKS);
    committed.predict(rows.map((i) => (molecules[i] as Tox21Molecule).smiles)).forEach((s, r) => {
      if (!s.ok) throw new Error(`RDKit cannot read a Tox21 molecule again: ${s.reason}`);
      out.set(s.probabilities, r * TASKS);
    });
    return out;
  };
  const summary = writeEvidence(
    molecules,
    split,
    probabilities(split.validation),
    probabilities(split.test),
  );
  const card = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as ModelCard;
  writeFileSync(CARD_FILE, `${JSON.stringify(addEvidenceToCard(card, summary), null, 2)}\n`);
  writeModelCards(modelsDir, TRAIN_COMMAND);
  for (const [assay, head] of Object.entries(summary.heads)) {
    console.log(
      assay,
      `cut-off ${head.domain.cutoff}`,
      `ECE ${head.calibration?.validation?.before?.ece} -> ${head.calibration?.validation?.after.ece}`,
      `threshold ${head.threshold?.value} precision ${head.threshold?.validation?.precision} recall ${head.threshold?.validation?.recall}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}

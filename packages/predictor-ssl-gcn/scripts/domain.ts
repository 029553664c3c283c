// The applicability domain of the shipped network (@peptox/applicability-domain, as BESTox and
// Ecotoxicology use it): the held-out molecules of the scaffold split (validation and test) by
// their similarity to the training part, against their error (Brier score over the assays they
// were measured in). The training run calls writeDomain; run alone, this file measures the domain
// of the committed network and adds it to the committed card:
//
//   pnpm --filter @peptox/predictor-ssl-gcn domain
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ApplicabilityDomain,
  type DomainMeasurement,
  measureDomain,
  nearestSimilarities,
} from '@peptox/applicability-domain';
import { GcnModel, useWasmBackend } from '@peptox/gcn';
import type { ThreeWaySplit } from '@peptox/ml';
import { DEFAULT_MORGAN } from '@peptox/molecule';
import type { ModelCard } from '@peptox/tool-schema';
import { writeModelCards } from '@peptox/training';
import { TOX21_ASSAYS } from '../src/assays.ts';
import { networkInput } from '../src/features.ts';
import { readModelFile } from '../src/model.ts';
import { modelsDir, readTox21, scaffoldSplit, type Tox21Molecule, TRAIN_COMMAND } from './data.ts';

const TASKS = TOX21_ASSAYS.length;
export const DOMAIN_FILE = join(modelsDir, 'ssl-gcn.domain.json');
const CARD_FILE = join(modelsDir, 'ssl-gcn.card.json');

/**
 * Measures the domain on the held-out molecules (`heldOut`, with their probabilities, molecules ×
 * assays) and writes the domain file of the training molecules. Returns what the card shows.
 */
export function writeDomain(
  molecules: readonly Tox21Molecule[],
  split: ThreeWaySplit,
  heldOut: readonly number[],
  probabilities: Float32Array,
): DomainMeasurement {
  const training = split.train.map((i) => molecules[i] as Tox21Molecule);
  const similarities = nearestSimilarities(
    heldOut.map((i) => (molecules[i] as Tox21Molecule).fingerprint),
    training.map((m) => m.fingerprint),
  );
  const points = heldOut.flatMap((m, row) => {
    const labels = (molecules[m] as Tox21Molecule).labels;
    let sum = 0;
    let measured = 0;
    for (let a = 0; a < TASKS; a++) {
      const label = labels[a] as number;
      if (Number.isNaN(label)) continue;
      sum += ((probabilities[row * TASKS + a] as number) - label) ** 2;
      measured++;
    }
    return measured === 0
      ? []
      : [{ similarity: similarities[row] as number, squaredError: sum / measured }];
  });
  const measurement = measureDomain(points);
  const domain = new ApplicabilityDomain(
    training.map((m) => ({
      name: `Tox21 ${m.ids.join(' ')}`,
      smiles: m.smiles,
      fingerprint: m.fingerprint,
    })),
    { fingerprint: DEFAULT_MORGAN, threshold: measurement.threshold, measurement },
  );
  writeFileSync(DOMAIN_FILE, JSON.stringify(domain.toFile()));
  return measurement;
}

/** The domain's figures and sentence on the card (replacing earlier ones). */
export function addDomainToCard(card: ModelCard, measurement: DomainMeasurement): ModelCard {
  const metrics = Object.fromEntries(
    Object.entries(card.metrics).filter(([name]) => !name.startsWith('Applicability domain')),
  );
  metrics['Applicability domain'] = {
    threshold: measurement.threshold,
    inside: measurement.inside.n,
    outside: measurement.outside.n,
  };
  for (const bin of measurement.bins) {
    metrics[`Applicability domain: held-out Brier RMSE at similarity ${bin.from}-${bin.to}`] =
      bin.rmse === null ? { n: 0 } : { n: bin.n, rmse: bin.rmse };
  }
  const note = `Applicability domain: a molecule is inside when its Morgan fingerprint (radius ${DEFAULT_MORGAN.radius}, ${DEFAULT_MORGAN.nBits} bits) has a Tanimoto similarity of at least ${measurement.threshold} to a training molecule of the shipped network. Measured on the scaffold split's validation and test molecules against its training part, the error being each molecule's Brier score over the assays it was measured in: ${measurement.rule}.`;
  return {
    ...card,
    metrics,
    notes: [...(card.notes ?? []).filter((n) => !n.startsWith('Applicability domain')), note],
  };
}

/** Alone: the domain of the committed network, its held-out probabilities computed again. */
async function main(): Promise<void> {
  await useWasmBackend();
  const { molecules } = await readTox21();
  const split = scaffoldSplit(molecules);
  const file = readModelFile();
  const model = GcnModel.fromFile(file);
  const heldOut = [...split.validation, ...split.test];
  const probabilities = model.predict(
    heldOut.map((i) => {
      const m = molecules[i] as Tox21Molecule;
      return networkInput(m.graph, m.descriptors, file.meta.descriptorScaler);
    }),
  );
  const measurement = writeDomain(molecules, split, heldOut, probabilities);
  const card = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as ModelCard;
  writeFileSync(CARD_FILE, `${JSON.stringify(addDomainToCard(card, measurement), null, 2)}\n`);
  writeModelCards(modelsDir, TRAIN_COMMAND);
  console.log(`Wrote ${DOMAIN_FILE}: ${measurement.rule}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}

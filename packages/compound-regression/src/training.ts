// The training script of a compound regression tool (Node only): the shared data read and
// deduplicated by canonical SMILES, RDKit features, stereoisomers grouped, the project's protocol
// (@peptox/training), the applicability domain measured on the hold-out, and the files written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApplicabilityDomain,
  type DomainMolecule,
  measureDomain,
  nearestSimilarities,
} from '@peptox/applicability-domain';
import { quantileBins, stratifiedGroupSplit } from '@peptox/ml';
import { loadRDKit, withMolecule } from '@peptox/molecule';
import type { Metrics, ModelCard } from '@peptox/tool-schema';
import { log, type ProtocolRun, readCsv, runProtocol, type Setting } from '@peptox/training';
import {
  COMPOUND_FEATURE_COUNT,
  COMPOUND_FEATURE_DESCRIPTION,
  COMPOUND_FEATURE_NAMES,
  compoundFeatures,
  DOMAIN_FINGERPRINT,
} from './features.ts';

export interface CompoundTrainingSpec {
  /** models/<name>.json, <name>.card.json and <name>.domain.json. */
  name: string;
  title: string;
  /** The tool method the model serves. */
  method: string;
  modelsDir: string;
  /** The CSV under the shared data folder, with columns index, smiles, active. */
  file: string;
  /** How a training molecule is named in results: `<dataSet> #<index>`. */
  dataSet: string;
  /** What `active` is, e.g. '-log10(LD50 in mol/kg)'. */
  target: string;
  /** Where the data comes from, for the card. */
  source: string;
  grid: Setting[];
  /** The project's targets for this model, checked against what the run measured (the card's `targets`). */
  goals: { r2?: number; rmse?: number };
  notes?: string[];
  seed?: number;
}

interface Compound {
  canonical: string;
  /** The data set's index of the first row with this molecule. */
  index: string;
  values: number[];
  /** Without stereo: stereoisomers share it. */
  flat: string;
  scaffold: string;
}

const round = (v: number) => +v.toFixed(4);

/** Trains, measures and writes one compound regression model; returns its card. */
export async function trainCompoundRegressor(spec: CompoundTrainingSpec): Promise<ModelCard> {
  const rdkit = await loadRDKit();
  const rows = readCsv(spec.file);

  // One row per molecule: repeated canonical SMILES are averaged.
  const byCanonical = new Map<string, Compound>();
  for (const row of rows) {
    const value = Number(row.active);
    const read = withMolecule(rdkit, row.smiles ?? '', (m) => ({
      canonical: m.canonicalSmiles(),
      flat: m.canonicalSmilesWithoutStereo(),
      scaffold: m.scaffoldSmiles(),
    }));
    if (!read.ok) throw new Error(`${spec.file}, index ${row.index}: ${read.reason}`);
    if (!Number.isFinite(value)) throw new Error(`${spec.file}, index ${row.index}: no value`);
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
  const n = compounds.length;
  const y = compounds.map((c) => c.values.reduce((a, b) => a + b, 0) / c.values.length);

  const p = COMPOUND_FEATURE_COUNT;
  const x = new Float32Array(n * p);
  const fingerprints = compounds.map((c, i) => {
    const read = compoundFeatures(rdkit, c.canonical, x, i * p);
    if (!read.ok) throw new Error(`${c.canonical}: ${read.reason}`);
    return read.fingerprint;
  });

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
    molecules: n,
    repeatedMolecules: compounds.filter((c) => c.values.length > 1).length,
    stereoGroups: new Set(flatGroups).size,
    scaffolds: ringScaffolds.size,
    largestScaffold: Math.max(...ringScaffolds.values()),
    acyclicMolecules: compounds.filter((c) => c.scaffold === '').length,
  };
  log(spec.name, JSON.stringify(counts));

  const seed = spec.seed ?? 2026;
  mkdirSync(spec.modelsDir, { recursive: true });
  const domainFile = join(spec.modelsDir, `${spec.name}.domain.json`);
  // What the final model, as trained in memory, predicted for a few training molecules: stored in
  // the model file, so that a test can check that the file loads and predicts the same.
  let reference: { smiles: string; prediction: number }[] = [];

  const evaluate = (run: ProtocolRun) => {
    const metrics: Record<string, Metrics> = {};
    const notes: string[] = [];
    const actual = (rows: readonly number[]) => rows.map((r) => y[r] as number);

    // The domain, from the 10-fold CV: each molecule's similarity to the nine folds its
    // out-of-fold prediction was trained on, against that prediction's error.
    const { folds, predictions } = run.crossValidation;
    const similarities = outOfFoldSimilarities(fingerprints, folds);
    const points = y.map((value, i) => ({
      similarity: similarities[i] as number,
      squaredError: ((predictions[i] as number) - value) ** 2,
    }));
    const measurement = measureDomain(points);
    const all = y.map((_, i) => i);
    const part = (rows: number[]) =>
      run.report(
        actual(rows),
        rows.map((i) => predictions[i] as number),
      );
    const outside = all.filter((i) => (similarities[i] as number) < measurement.threshold);
    metrics.crossValidationInsideDomain = part(
      all.filter((i) => (similarities[i] as number) >= measurement.threshold),
    );
    if (outside.length >= 2) metrics.crossValidationOutsideDomain = part(outside);
    metrics.applicabilityDomain = {
      threshold: measurement.threshold,
      inside: measurement.inside.n,
      outside: measurement.outside.n,
    };
    for (const bin of measurement.bins) {
      metrics[`crossValidationBySimilarity ${bin.from}-${bin.to}`] =
        bin.rmse === null ? { n: 0 } : { n: bin.n, rmse: bin.rmse };
    }
    notes.push(
      `Applicability domain: a molecule is inside when its Morgan fingerprint (radius ${DOMAIN_FINGERPRINT.radius}, ${DOMAIN_FINGERPRINT.nBits} bits) has a Tanimoto similarity of at least ${measurement.threshold} to a training molecule. Measured on the out-of-fold predictions of the 10-fold CV, each molecule against the nine folds its model learned from: ${measurement.rule}. The served domain holds all ${n} training molecules.`,
    );

    // The scaffold hold-out: no scaffold on both sides.
    const scaffold = stratifiedGroupSplit(quantileBins(y, 10), scaffoldGroups, 0.2, seed);
    const model = run.fit(scaffold.train);
    metrics.validationScaffoldSplit = run.report(
      actual(scaffold.test),
      scaffold.test.map((r) => model.predict(x, r * p)),
    );

    const targets = [
      goalsNote(spec.goals, {
        'Hold-out': run.report(actual(run.split.test), run.validationPredictions),
        '10-fold CV': run.report(y, run.crossValidation.predictions),
        'Scaffold hold-out': metrics.validationScaffoldSplit,
      }),
    ];
    reference = [0, 1, 2, 3, 4, Math.floor(n / 2), n - 1].map((i) => ({
      smiles: compounds[i]?.canonical as string,
      prediction: run.final.predict(x, i * p),
    }));

    const molecules: DomainMolecule[] = compounds.map((c, i) => ({
      name: `${spec.dataSet} #${c.index}`,
      smiles: c.canonical,
      fingerprint: fingerprints[i] as Uint8Array,
    }));
    const domain = new ApplicabilityDomain(molecules, {
      fingerprint: DOMAIN_FINGERPRINT,
      threshold: measurement.threshold,
      measurement,
    });
    writeFileSync(domainFile, JSON.stringify(domain.toFile()));
    log(spec.name, `wrote ${domainFile}`);
    return { metrics, notes, targets };
  };

  const card = await runProtocol({
    name: spec.name,
    title: spec.title,
    task: 'regression',
    modelsDir: spec.modelsDir,
    x,
    featureNames: COMPOUND_FEATURE_NAMES,
    y,
    rowNoun: 'molecules',
    groups: {
      ids: flatGroups,
      description: 'stereoisomers (molecules of one canonical SMILES without stereo)',
    },
    target: spec.target,
    data: {
      files: [spec.file],
      counts,
      preparation: `${spec.source} Every SMILES read by RDKit; rows with the same canonical SMILES averaged into one molecule.`,
    },
    features: COMPOUND_FEATURE_DESCRIPTION,
    grid: spec.grid,
    seed,
    notes: spec.notes,
    evaluate,
  });
  const modelFile = join(spec.modelsDir, `${spec.name}.json`);
  const written = JSON.parse(readFileSync(modelFile, 'utf8')) as { meta?: Record<string, unknown> };
  written.meta = { ...written.meta, reference };
  writeFileSync(modelFile, JSON.stringify(written));
  const withMethod = { ...card, method: spec.method };
  writeFileSync(
    join(spec.modelsDir, `${spec.name}.card.json`),
    `${JSON.stringify(withMethod, null, 2)}\n`,
  );
  return withMethod;
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Each molecule's highest similarity to the molecules outside its fold. */
function outOfFoldSimilarities(fingerprints: readonly Uint8Array[], folds: Int32Array): number[] {
  const similarities = new Array<number>(fingerprints.length).fill(0);
  const k = Math.max(...folds) + 1;
  for (let fold = 0; fold < k; fold++) {
    const inFold = fingerprints.flatMap((_, i) => (folds[i] === fold ? [i] : []));
    const reference = fingerprints.filter((_, i) => folds[i] !== fold);
    const found = nearestSimilarities(
      inFold.map((i) => fingerprints[i] as Uint8Array),
      reference,
    );
    inFold.forEach((i, j) => {
      similarities[i] = found[j] as number;
    });
  }
  return similarities;
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

/** The project's targets against each evaluation, in one sentence for the card's `targets`. */
function goalsNote(
  goals: CompoundTrainingSpec['goals'],
  evaluations: Record<string, Metrics>,
): string {
  const wanted = [
    goals.r2 === undefined ? '' : `R² >= ${goals.r2}`,
    goals.rmse === undefined ? '' : `RMSE <= ${goals.rmse}`,
  ].filter(Boolean);
  const verdict = (m: Metrics) => {
    const met =
      (goals.r2 === undefined || (m.r2 as number) >= goals.r2) &&
      (goals.rmse === undefined || (m.rmse as number) <= goals.rmse);
    return `R² ${round(m.r2 as number)}, RMSE ${round(m.rmse as number)}: ${met ? 'met' : 'missed'}`;
  };
  const verdicts = Object.entries(evaluations).map(([name, m]) => `${name}: ${verdict(m)}`);
  return `Target ${wanted.join(' and ')} (log units). ${verdicts.join('. ')}.`;
}

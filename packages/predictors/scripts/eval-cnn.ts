// pnpm --filter @peptox/predictors eval:cnn [--learner network|trees] [--split family|random]
// [--folds 10] [--report]: the peptide network (one network for E. coli MIC, S. aureus MIC and HC50 together)
// against each served tree model, and their average, on the same folds: families of 40 % identity
// over the union of the three sets kept whole (the network never sees a held-out family, through any
// task), or random folds. Each learner's out-of-fold predictions go to
// bench/results/peptide-<learner>.<split>.oof.json, so that runs can share the cores; the figures of
// every file there go to bench/results/cnn-families.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { representativeFamilies } from '@peptox/evidence';
import { useWasmBackend } from '@peptox/gcn';
import { pearson, stratifiedGroupKFold, stratifiedKFold } from '@peptox/ml';
import { trainCnn } from '@peptox/peptide-cnn';
import { MIC_MODELS } from '@peptox/predictor-ampep';
import { HC50_MODEL } from '@peptox/predictor-hemopep';
import type { PeptideModel } from '@peptox/predictor-kit';
import { FAMILY_IDENTITY } from '@peptox/training';
import { refit } from './scan-refit.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const k = Number(option('--folds')) || 10;
const only = option('--learner');
/** With --report, no learner runs: the figures are made from the files there are. */
const runs = (learner: string) => !args.includes('--report') && (only ?? learner) === learner;
const split: Split = option('--split') === 'random' ? 'random' : 'family';
const SEED = 2026;
type Split = 'family' | 'random';

const TASKS = [
  { name: 'mic-ec', model: MIC_MODELS[0] as PeptideModel },
  { name: 'mic-sa', model: MIC_MODELS[1] as PeptideModel },
  { name: 'hc50', model: HC50_MODEL },
] as const;

await useWasmBackend();
const cpu = process.cpuUsage();
const started = new Date().toISOString();
const refits = TASKS.map(({ name, model }) => refit(model, name));
// The union of the sets; targets on the change's scale (log10 µM), NaN where not measured.
const union: string[] = [];
const indexOf = new Map<string, number>();
const rowsOf = refits.map((r) =>
  r.sequences.map((s) => {
    if (!indexOf.has(s)) {
      indexOf.set(s, union.length);
      union.push(s);
    }
    return indexOf.get(s) as number;
  }),
);
const t = TASKS.length;
const targets = new Float32Array(union.length * t).fill(Number.NaN);
refits.forEach((r, task) => {
  r.measured.forEach((v, i) => {
    targets[(rowsOf[task]?.[i] as number) * t + task] = v;
  });
});
// Strata: which tasks a peptide was measured on, so that every fold has the same mix.
const strata = Int32Array.from({ length: union.length }, (_, p) =>
  TASKS.reduce((bits, _, task) => bits | (Number.isNaN(targets[p * t + task]) ? 0 : 1 << task), 0),
);
const families = representativeFamilies(union, FAMILY_IDENTITY);
console.log(
  `${union.length} peptides (${refits.map((r, i) => `${TASKS[i]?.name} ${r.sequences.length}`).join(', ')}), ${new Set(families).size} families; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
);

const folds: Record<Split, Int32Array> = {
  family: stratifiedGroupKFold(strata, families, k, SEED),
  random: stratifiedKFold(strata, k, SEED),
};

/** Out-of-fold predictions of the network for every peptide, every task. */
function networkOutOfFold(kind: Split): Float32Array {
  const out = new Float32Array(union.length * t).fill(Number.NaN);
  for (let f = 0; f < k; f++) {
    const train = [...union.keys()].filter((p) => folds[kind][p] !== f);
    const held = [...union.keys()].filter((p) => folds[kind][p] === f);
    const trainTargets = new Float32Array(train.length * t);
    train.forEach((p, i) => {
      trainTargets.set(targets.subarray(p * t, p * t + t), i * t);
    });
    const { model, bestEpoch, epochs } = trainCnn({
      sequences: train.map((p) => union[p] as string),
      tasks: TASKS.map((task) => task.name),
      targets: trainTargets,
    });
    const predicted = model.predict(held.map((p) => union[p] as string));
    held.forEach((p, i) => {
      out.set(predicted.subarray(i * t, i * t + t), p * t);
    });
    model.dispose();
    const seconds = epochs.reduce((a, e) => a + e.seconds, 0);
    console.log(
      `network ${kind} fold ${f + 1}/${k}: epoch ${bestEpoch} of ${epochs.length}, ${seconds.toFixed(0)} s`,
    );
  }
  return out;
}

/** Out-of-fold predictions of a served tree model on its own rows, on the same folds. */
function treesOutOfFold(task: number, kind: Split): Float64Array {
  const r = refits[task] as (typeof refits)[number];
  const rows = rowsOf[task] as number[];
  const out = new Float64Array(rows.length).fill(Number.NaN);
  for (let f = 0; f < k; f++) {
    const train = rows.flatMap((p, i) => (folds[kind][p] !== f ? [i] : []));
    const predict = r.foldFit(train, f, 'measured');
    rows.forEach((p, i) => {
      if (folds[kind][p] === f) out[i] = predict(i);
    });
    console.log(`trees ${TASKS[task]?.name} ${kind} fold ${f + 1}/${k}`);
  }
  return out;
}

/** Per task: the out-of-fold predictions on the task's own rows (refit order). */
const oofFile = (learner: string, kind: Split) =>
  `bench/results/peptide-${learner}.${kind}.oof.json`;
mkdirSync('bench/results', { recursive: true });
const save = (learner: string, predictions: number[][]) => {
  const used = process.cpuUsage(cpu);
  const file = {
    command: `pnpm --filter @peptox/predictors eval:cnn --learner ${learner} --split ${split} --folds ${k}`,
    started,
    finished: new Date().toISOString(),
    cpuSeconds: Math.round((used.user + used.system) / 1e6),
    seed: SEED,
    predictions,
  };
  writeFileSync(oofFile(learner, split), `${JSON.stringify(file)}\n`);
};
if (runs('network')) {
  const network = networkOutOfFold(split);
  save(
    'network',
    TASKS.map((_, task) => (rowsOf[task] as number[]).map((p) => network[p * t + task] as number)),
  );
}
if (runs('trees')) {
  save(
    'trees',
    TASKS.map((_, task) => Array.from(treesOutOfFold(task, split))),
  );
}

/** Pearson r of each learner, and of their average, from every out-of-fold file there is. */
const read = (learner: string, kind: Split) =>
  existsSync(oofFile(learner, kind))
    ? (JSON.parse(readFileSync(oofFile(learner, kind), 'utf8')) as {
        cpuSeconds: number;
        predictions: number[][];
      })
    : null;
const results: Record<string, Record<string, number>> = {};
const cpuSeconds: Record<string, number> = {};
for (const kind of ['family', 'random'] as const) {
  const network = read('network', kind);
  const trees = read('trees', kind);
  if (network) cpuSeconds[`network.${kind}`] = network.cpuSeconds;
  if (trees) cpuSeconds[`trees.${kind}`] = trees.cpuSeconds;
  TASKS.forEach(({ name }, task) => {
    const measured = (refits[task] as (typeof refits)[number]).measured;
    const net = network?.predictions[task];
    const tree = trees?.predictions[task];
    if (!net && !tree) return;
    const row: Record<string, number> = { n: measured.length };
    if (net) row.network = pearson(measured, net);
    if (tree) row.trees = pearson(measured, tree);
    if (net && tree)
      row.average = pearson(
        measured,
        tree.map((v, i) => (v + (net[i] as number)) / 2),
      );
    results[`${name}.${kind}`] = row;
  });
}
const report = {
  command: 'pnpm --filter @peptox/predictors eval:cnn (each learner and split)',
  date: new Date().toISOString().slice(0, 10),
  cpuSeconds,
  folds: k,
  seed: SEED,
  familyIdentity: FAMILY_IDENTITY,
  peptides: union.length,
  families: new Set(families).size,
  pearson: results,
};
writeFileSync('bench/results/cnn-families.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report.pearson, null, 2));

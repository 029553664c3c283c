// pnpm --filter @peptox/predictors eval:cnn [--learner network|trees] [--random] [--folds 10]:
// the peptide network (one network for E. coli MIC, S. aureus MIC and HC50 together) against each
// served tree model, and their average, on the same folds: families of 40 % identity over the union
// of the three sets kept whole (the network never sees a held-out family, through any task). With
// --random, the network on random folds too. Each learner's out-of-fold predictions are written to
// bench/results/peptide-<learner>.oof.json (so the two can run at once, one per core); once both
// are there, the figures go to bench/results/cnn-families.json.
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
const withRandom = args.includes('--random');
const k = Number(args[args.indexOf('--folds') + 1]) || 10;
const only = args.includes('--learner') ? args[args.indexOf('--learner') + 1] : null;
const SEED = 2026;

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

type Split = 'family' | 'random';
const folds: Record<Split, Int32Array> = {
  family: stratifiedGroupKFold(strata, families, k, SEED),
  random: stratifiedKFold(strata, k, SEED),
};

/** Out-of-fold predictions of the network for every peptide, every task. */
function networkOutOfFold(split: Split): Float32Array {
  const out = new Float32Array(union.length * t).fill(Number.NaN);
  for (let f = 0; f < k; f++) {
    const train = [...union.keys()].filter((p) => folds[split][p] !== f);
    const held = [...union.keys()].filter((p) => folds[split][p] === f);
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
      `network ${split} fold ${f + 1}/${k}: epoch ${bestEpoch} of ${epochs.length}, ${seconds.toFixed(0)} s`,
    );
  }
  return out;
}

/** Out-of-fold predictions of a served tree model on its own rows, on the same folds. */
function treesOutOfFold(task: number, split: Split): Float64Array {
  const r = refits[task] as (typeof refits)[number];
  const rows = rowsOf[task] as number[];
  const out = new Float64Array(rows.length).fill(Number.NaN);
  for (let f = 0; f < k; f++) {
    const train = rows.flatMap((p, i) => (folds[split][p] !== f ? [i] : []));
    const predict = r.foldFit(train, f, 'measured');
    rows.forEach((p, i) => {
      if (folds[split][p] === f) out[i] = predict(i);
    });
    console.log(`trees ${TASKS[task]?.name} ${split} fold ${f + 1}/${k}`);
  }
  return out;
}

/** Per split, per task: the out-of-fold predictions on the task's own rows (refit order). */
type OutOfFold = Partial<Record<Split, number[][]>>;
const oofFile = (learner: string) => `bench/results/peptide-${learner}.oof.json`;
mkdirSync('bench/results', { recursive: true });
const splits: Split[] = withRandom ? ['family', 'random'] : ['family'];
const cpuOf = () => {
  const used = process.cpuUsage(cpu);
  return Math.round((used.user + used.system) / 1e6);
};
const save = (learner: string, oof: OutOfFold) =>
  writeFileSync(
    oofFile(learner),
    `${JSON.stringify({ command: `eval:cnn ${args.join(' ')}`, started, finished: new Date().toISOString(), cpuSeconds: cpuOf(), folds: k, seed: SEED, ...oof })}\n`,
  );
if (only !== 'trees') {
  const oof: OutOfFold = {};
  for (const split of splits) {
    const network = networkOutOfFold(split);
    oof[split] = TASKS.map((_, task) =>
      (rowsOf[task] as number[]).map((p) => network[p * t + task] as number),
    );
  }
  save('network', oof);
}
if (only !== 'network') {
  save('trees', { family: TASKS.map((_, task) => Array.from(treesOutOfFold(task, 'family'))) });
}
if (!existsSync(oofFile('network')) || !existsSync(oofFile('trees'))) process.exit(0);
const read = (learner: string) =>
  JSON.parse(readFileSync(oofFile(learner), 'utf8')) as OutOfFold & { cpuSeconds: number };
const network = read('network');
const trees = read('trees');
const results: Record<string, Record<string, number>> = {};
for (const split of ['family', 'random'] as const) {
  TASKS.forEach(({ name }, task) => {
    const net = network[split]?.[task];
    if (!net) return;
    const measured = (refits[task] as (typeof refits)[number]).measured;
    const row: Record<string, number> = { n: measured.length, network: pearson(measured, net) };
    const tree = trees[split]?.[task];
    if (tree) {
      row.trees = pearson(measured, tree);
      row.average = pearson(
        measured,
        tree.map((v, i) => (v + (net[i] as number)) / 2),
      );
    }
    results[`${name}.${split}`] = row;
  });
}
const file = {
  command: 'pnpm --filter @peptox/predictors eval:cnn (network and trees)',
  date: new Date().toISOString().slice(0, 10),
  cpuSeconds: { network: network.cpuSeconds, trees: trees.cpuSeconds },
  folds: k,
  seed: SEED,
  familyIdentity: FAMILY_IDENTITY,
  peptides: union.length,
  families: new Set(families).size,
  pearson: results,
};
writeFileSync('bench/results/cnn-families.json', `${JSON.stringify(file, null, 2)}\n`);
console.log(JSON.stringify(file.pearson, null, 2));

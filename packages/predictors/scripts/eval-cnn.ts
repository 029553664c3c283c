// pnpm --filter @peptox/predictors eval:cnn [--random] [--folds 10]: the peptide network (one
// network for E. coli MIC, S. aureus MIC and HC50 together) against each served tree model, and
// their average, on the same folds: families of 40 % identity over the union of the three sets kept
// whole (the network never sees a held-out family, through any task). With --random, the network on
// random folds too. Prints the table and writes bench/results/cnn-families.json.
import { mkdirSync, writeFileSync } from 'node:fs';
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

const results: Record<string, Record<string, number>> = {};
for (const split of withRandom ? (['family', 'random'] as const) : (['family'] as const)) {
  const network = networkOutOfFold(split);
  TASKS.forEach(({ name }, task) => {
    const rows = rowsOf[task] as number[];
    const measured = (refits[task] as (typeof refits)[number]).measured;
    const net = rows.map((p) => network[p * t + task] as number);
    const row: Record<string, number> = { n: rows.length, network: pearson(measured, net) };
    if (split === 'family') {
      const trees = Array.from(treesOutOfFold(task, split));
      row.trees = pearson(measured, trees);
      row.average = pearson(
        measured,
        trees.map((v, i) => (v + (net[i] as number)) / 2),
      );
    }
    results[`${name}.${split}`] = row;
    console.log(name, split, JSON.stringify(row));
  });
}
const used = process.cpuUsage(cpu);
const file = {
  command: `pnpm --filter @peptox/predictors eval:cnn${args.length ? ` ${args.join(' ')}` : ''}`,
  started,
  finished: new Date().toISOString(),
  cpuSeconds: Math.round((used.user + used.system) / 1e6),
  folds: k,
  seed: SEED,
  familyIdentity: FAMILY_IDENTITY,
  peptides: union.length,
  families: new Set(families).size,
  pearson: results,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/cnn-families.json', `${JSON.stringify(file, null, 2)}\n`);
console.log(JSON.stringify(file.pearson, null, 2));

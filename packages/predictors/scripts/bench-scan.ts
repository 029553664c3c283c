// pnpm --filter @peptox/predictors bench:scan [--folds N] [mic-ec mic-sa hc50]: measures the
// mutant scan's predicted changes against the measured analog pairs of each model's own data,
// writes models/<model>.scan.json beside each model (what the service serves) and regenerates
// the packages' MODEL_CARDS.md. Each model is refitted 2 x N times (N = 10 by default): run it
// under `nice` on a shared machine; it prints each fit's time and the figures.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ScanFigures } from '@peptox/mutant-scan';
import { MIC_MODELS } from '@peptox/predictor-ampep';
import { HC50_MODEL } from '@peptox/predictor-hemopep';
import type { PeptideModel } from '@peptox/predictor-kit';
import { writeModelCards } from '@peptox/training';
import { runScanBenchmark } from './scan-benchmark.ts';
import { type Refit, refit } from './scan-refit.ts';

interface Measured {
  model: PeptideModel;
  head: string;
  /** The training command that heads the package's MODEL_CARDS.md. */
  train: string;
  /** The sibling endpoint whose measurements the learned change reads (another entry here). */
  sibling?: string;
}

const ampepTrain = 'pnpm --filter @peptox/predictor-ampep train';
const MODELS: Record<string, Measured> = {
  'mic-ec': {
    model: MIC_MODELS[0] as PeptideModel,
    head: 'mic-ec',
    train: ampepTrain,
    sibling: 'mic-sa',
  },
  'mic-sa': {
    model: MIC_MODELS[1] as PeptideModel,
    head: 'mic-sa',
    train: ampepTrain,
    sibling: 'mic-ec',
  },
  hc50: { model: HC50_MODEL, head: 'hc50', train: 'pnpm --filter @peptox/predictor-hemopep train' },
};

const args = process.argv.slice(2);
const foldsAt = args.indexOf('--folds');
const folds = foldsAt >= 0 ? Number(args[foldsAt + 1]) : 10;
const names = args.filter((a, i) => !a.startsWith('--') && i !== foldsAt + 1);
for (const name of names) if (!MODELS[name]) throw new Error(`No scan benchmark for '${name}'`);

const line = (anchor: string, method: string, f: ScanFigures) =>
  `  ${anchor.padEnd(9)} ${method.padEnd(10)} pairs ${f.pairs}, Spearman ${f.spearman.toFixed(3)}, direction ${(100 * f.direction.right).toFixed(1)} % of ${f.direction.pairs}, most potent fifth ${f.mostPotent.measuredMean.toFixed(3)} measured / ${f.mostPotent.predictedMean.toFixed(3)} predicted (bias ${f.mostPotent.bias.toFixed(3)}), uncertainty ${f.uncertainty.toFixed(3)}`;

const refits = new Map<string, Refit>();
/** An entry's refit, made once: a model that is another's sibling is read by both. */
function refitOf(name: string): Refit {
  let made = refits.get(name);
  if (!made) {
    const { model, head } = MODELS[name] as Measured;
    made = refit(model, head);
    refits.set(name, made);
  }
  return made;
}

/** A sibling entry's name, head, label and measured values by peptide (on the change's scale). */
function siblingOf(name: string) {
  const { head } = MODELS[name] as Measured;
  const records = refitOf(name);
  const label = records.output.valueColumns[0]?.label;
  if (!label) throw new Error(`${name}: its value has no label`);
  return {
    model: records.name,
    head,
    label,
    measured: new Map(records.sequences.map((s, i) => [s, records.measured[i] as number])),
  };
}

const started = performance.now();
const cardDirs = new Map<string, string>();
for (const name of names.length ? names : Object.keys(MODELS)) {
  const { model, train, sibling } = MODELS[name] as Measured;
  const modelStarted = performance.now();
  const refitted = refitOf(name);
  // The fold models are the served model without their fold only if the refit is the model.
  const gap = refitted.reproduces();
  if (gap > 1e-9)
    throw new Error(`${name}: a refit on all records differs from the served model by ${gap}`);
  console.log(`${name}: ${refitted.sequences.length} records; a refit reproduces the served model`);
  const file = runScanBenchmark(refitted, {
    folds,
    modelUrl: model.url,
    sibling: sibling ? siblingOf(sibling) : undefined,
    onFit: (anchor, fold, seconds) =>
      console.log(`${name}: ${anchor} fold ${fold} fitted in ${seconds.toFixed(1)} s`),
  });
  const path = fileURLToPath(new URL(model.url.href.replace(/\.json$/, '.scan.json')));
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  cardDirs.set(fileURLToPath(new URL('.', model.url)), train);
  console.log(
    `${name}: ${file.pairs} pairs, ${((performance.now() - modelStarted) / 1000).toFixed(0)} s (${file.cpuSeconds} CPU s); wrote ${path}`,
  );
  for (const anchor of ['measured', 'predicted'] as const) {
    const served = file.cases[anchor];
    for (const t of served.tried) {
      console.log(line(anchor, `${t.method}${t.method === served.method ? '*' : ''}`, t.figures));
    }
  }
}
for (const [dir, train] of cardDirs) writeModelCards(dir, train);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s (* the method served)`);

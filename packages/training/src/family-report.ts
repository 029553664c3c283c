// The eval:families command of a peptide model (Node only): its committed setting (from the
// model's card) measured by familyEvaluation on families of 40 % identity, a table printed and
// models/<name>.families.json written. The committed model and card are not touched.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type FamilySizes,
  familySizes,
  identityFamilies,
  representativeFamilies,
} from '@peptox/evidence';
import type { Metrics } from '@peptox/tool-schema';
import {
  baselineForest,
  type FamilyEvaluation,
  type FamilyEvaluationSpec,
  familyEvaluation,
} from './family-evaluation.ts';
import type { Setting } from './learners.ts';
import { log } from './matrix.ts';

/** Identity (over the shorter peptide) that links a peptide to its family. */
export const FAMILY_IDENTITY = 0.4;

export interface FamilyReportSpec
  extends Pick<FamilyEvaluationSpec, 'task' | 'sequences' | 'y' | 'strata' | 'views'> {
  /** The committed model: models/<name>.card.json gives its setting. */
  name: string;
  modelsDir: string;
  /** The command that wrote the file, for the file. */
  command: string;
  /** The model's features (the feature set it was trained on), and what they are. */
  model: { x: Float32Array; nFeatures: number; features: string };
  /** The baseline's features, and what they are. */
  baseline: { x: Float32Array; nFeatures: number; features: string };
  /** Measure the model only (the baseline's 40 fits of 500 trees take the most time). */
  withoutBaseline?: boolean;
}

export interface FamilyReportFile {
  name: string;
  command: string;
  date: string;
  cpuSeconds: number;
  families: {
    method: string;
    identity: number;
    sizes: FamilySizes;
    /** The single-linkage alternative (chains of pairs at the same identity), for comparison. */
    singleLinkage: FamilySizes;
  };
  setting: Setting;
  baseline: { setting: Setting; features: string } | null;
  features: string;
  seed: number;
  metrics: Record<string, Metrics>;
  leakage: FamilyEvaluation['leakage'];
  notes: string[];
}

const NOTES = [
  'model.<split> and baseline.<split>: 10-fold cross-validation (one seed, folds stratified by the target as the protocol does) of the committed setting on its features, and of the baseline; random: folds ignoring similarity (no groups); family: every family in one fold.',
  'Families as CD-HIT draws them: peptides from the longest down, each joining the first family representative it shares >= 40 % identity with (Smith–Waterman, BLOSUM62, identical aligned residues over the shorter peptide), else founding a family. Single linkage (chains of such pairs) joins nearly all peptides of these sets into one family (singleLinkage), which no 10-fold split can keep apart.',
  'leakage.<split>: of n test peptides, the share whose most similar peptide in the training folds is >= 40 % and >= 90 % identical (over the shorter), and lies whole in it (contained); identicalAcrossFolds counts peptides whose exact sequence is in another fold.',
];

function chosenSetting(modelsDir: string, name: string): Setting {
  const card = JSON.parse(readFileSync(join(modelsDir, `${name}.card.json`), 'utf8'));
  if (!card.hyperParameters?.learner) throw new Error(`${name}.card.json names no setting`);
  return card.hyperParameters as Setting;
}

const HEADLINE = ['pearson', 'r2', 'rmse', 'rocAuc', 'mcc'];

/** One line a figure set: its name and its headline metrics. */
function table(metrics: Record<string, Metrics>): string {
  return Object.entries(metrics)
    .map(
      ([key, m]) =>
        `${key.padEnd(34)} ${HEADLINE.filter((h) => h in m)
          .map((h) => `${h} ${m[h]}`)
          .join('  ')}`,
    )
    .join('\n');
}

/** Measures the committed model's setting on random and family folds; writes <name>.families.json. */
export function evaluateFamiliesAndWrite(spec: FamilyReportSpec): FamilyReportFile {
  const cpu = process.cpuUsage();
  const setting = chosenSetting(spec.modelsDir, spec.name);
  const families = representativeFamilies(spec.sequences, FAMILY_IDENTITY);
  const sizes = familySizes(families);
  const singleLinkage = familySizes(identityFamilies(spec.sequences, FAMILY_IDENTITY));
  log(
    spec.name,
    `${spec.sequences.length} peptides, ${sizes.families} families`,
    JSON.stringify(sizes),
  );
  const baselineSetting = baselineForest(spec.task, spec.baseline.nFeatures);
  const evaluation = familyEvaluation({
    task: spec.task,
    sequences: spec.sequences,
    y: spec.y,
    ...(spec.strata ? { strata: spec.strata } : {}),
    ...(spec.views ? { views: spec.views } : {}),
    families,
    model: { ...spec.model, setting },
    ...(spec.withoutBaseline ? {} : { baseline: { ...spec.baseline, setting: baselineSetting } }),
    onFit: (what) => log(spec.name, what),
  });
  const used = process.cpuUsage(cpu);
  const file: FamilyReportFile = {
    name: spec.name,
    command: spec.command,
    date: new Date().toISOString().slice(0, 10),
    cpuSeconds: Math.round((used.user + used.system) / 1e6),
    families: {
      method: 'representatives (CD-HIT greedy), identity over the shorter peptide',
      identity: FAMILY_IDENTITY,
      sizes,
      singleLinkage,
    },
    setting,
    baseline: spec.withoutBaseline
      ? null
      : { setting: baselineSetting, features: spec.baseline.features },
    features: spec.model.features,
    seed: evaluation.seed,
    metrics: evaluation.metrics,
    leakage: evaluation.leakage,
    notes: NOTES,
  };
  writeFileSync(
    join(spec.modelsDir, `${spec.name}.families.json`),
    `${JSON.stringify(file, null, 2)}\n`,
  );
  console.log(`\n${spec.name}: ${sizes.families} families (largest ${sizes.largest.join(', ')})`);
  console.log(table(evaluation.metrics));
  for (const [kind, l] of Object.entries(evaluation.leakage))
    console.log(`leakage.${kind}`, JSON.stringify(l));
  console.log(`CPU time: ${file.cpuSeconds} s\n`);
  return file;
}

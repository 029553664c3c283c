// models/MODEL_CARDS.md: every *.card.json of a models folder as Markdown, for readers of the repo,
// each with its scan benchmark (*.scan.json) and its family evaluation (*.families.json), written
// by those measurements' own commands.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AnchorKind,
  CHANGE_METHODS,
  readScanFile,
  type ScanFigures,
  type ScanFile,
} from '@peptox/mutant-scan';
import {
  chanceInWords,
  type EvidenceSummary,
  type HeadSummary,
  type ModelCard,
} from '@peptox/tool-schema';
import type { FamilyReportFile } from './family-report.ts';

/** A Markdown table with padded columns (as the repo's formatter writes them). */
function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cells = [keys, ...rows.map((r) => keys.map((k) => String(r[k] ?? '')))];
  const widths = keys.map((_, i) =>
    Math.max(3, ...cells.map((line) => (line[i] as string).length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((v, i) => v.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

const percent = (v: number | null | undefined) =>
  v === null || v === undefined ? '-' : `${(100 * v).toFixed(1)} %`;

function headMarkdown(name: string, h: HeadSummary): string[] {
  const lines = [
    `- \`${name}\`: domain cut-off ${h.domain.cutoff} (${h.domain.basis}): ${h.domain.rule}.`,
  ];
  const v = h.interval?.validation;
  if (h.interval) {
    lines.push(
      `  ${Math.round(h.interval.level * 100)} % intervals: ± ${h.interval.bands
        .map((b) => `${b.halfWidth} at similarity ${b.from}–${b.to} (${b.n} residuals)`)
        .join(', ')}.${
        v
          ? ` Validation: coverage ${percent(v.coverage)} of ${v.n}, mean width ${v.meanWidth}; inside the domain ${percent(v.inside.coverage)} (width ${v.inside.meanWidth ?? '-'}, ${v.inside.n}), outside ${percent(v.outside.coverage)} (width ${v.outside.meanWidth ?? '-'}, ${v.outside.n}).`
          : ''
      }`,
    );
  }
  const c = h.calibration;
  if (c) {
    const before = c.validation?.before;
    lines.push(
      `  Calibration: ${c.method}${c.logLoss ? ` (cross-validated log-loss: isotonic ${c.logLoss.isotonic}, Platt ${c.logLoss.platt})` : ''}.${
        c.validation
          ? ` Validation (${c.validation.n}): Brier ${before ? `${before.brier} -> ` : ''}${c.validation.after.brier}, ECE ${before ? `${before.ece} -> ` : ''}${c.validation.after.ece}.`
          : ''
      }`,
    );
  }
  const t = h.threshold;
  if (t) {
    lines.push(
      `  Class at a probability of ${t.value} or more (${t.rule}): precision ${percent(t.precision)}, recall ${percent(t.recall)} out of fold${
        t.validation
          ? `; on validation precision ${percent(t.validation.precision)}, recall ${percent(t.validation.recall)}`
          : ''
      }.`,
    );
  }
  return lines;
}

function evidenceMarkdown(e: EvidenceSummary): string[] {
  return [
    '',
    `**Evidence**: similarity = ${e.similarity.measure === 'alignment-identity' ? 'alignment identity' : `Tanimoto on Morgan fingerprints (radius ${e.similarity.fingerprint.radius}, ${e.similarity.fingerprint.nBits} bits)`}${e.lengthWindow ? `; length window ${e.lengthWindow.min}–${e.lengthWindow.max} residues` : ''}${e.chance ? `; inside the domain a peptide is at least as similar as the cut-off and more than ${chanceInWords(e.chance)}` : ''}. ${e.method}`,
    '',
    ...Object.entries(e.heads).flatMap(([name, h]) => headMarkdown(name, h)),
  ];
}

const SCAN_CASES: Record<AnchorKind, string> = {
  measured:
    'wild type measured: the reference in the fold model, the variant not (folds of records); the anchor is the measured value',
  predicted:
    'wild type new: the same pairs, neither the reference nor any peptide linked to it by analog pairs in the fold model (folds of pair families); the anchor is the prediction',
};

/** A model's mutant scan benchmark (models/<name>.scan.json). */
function scanMarkdown(file: ScanFile): string[] {
  const kinds: AnchorKind[] = ['measured', 'predicted'];
  const signed = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(3)}`;
  const row = (anchor: string, method: string, f: ScanFigures) => ({
    anchor,
    method,
    pairs: f.pairs,
    Spearman: f.spearman.toFixed(3),
    'direction right': `${percent(f.direction.right)} of ${f.direction.pairs}`,
    'most potent: measured': signed(f.mostPotent.measuredMean),
    predicted: signed(f.mostPotent.predictedMean),
    bias: signed(f.mostPotent.bias),
    uncertainty: f.uncertainty.toFixed(3),
  });
  const served = (kind: AnchorKind) => {
    const { change, learned } = file.cases[kind];
    const { intercept, slope, anchorWeight } = change;
    const line = `change = ${intercept.toFixed(4)} + ${slope.toFixed(4)} x (variant - wild type) + ${anchorWeight.toFixed(4)} x (wild type - anchor)`;
    if (!learned) return line;
    const weights = learned.features
      .map((f, i) => `${f} ${(learned.weights[i] as number).toFixed(4)}`)
      .join(', ');
    return `the learned change (ridge, λ ${learned.lambda}; weights on standardised features: ${weights}); for a truncation, ${line}`;
  };
  const { clearChange, uncertaintyLevel } = file.definitions;
  return [
    '',
    `**Mutant scan, measured on analog pairs** (\`models/${file.model}.scan.json\`, \`${file.command}\`, ${file.date}, model version ${file.modelVersion}, ${Math.round(file.cpuSeconds)} CPU seconds): ${file.pairs} ordered pairs of the ${file.records} measured peptides one substitution or one deletion apart (a substitution both ways, a deletion from the longer peptide). The change is log10 of the variant's ${file.label} over the wild type's anchor; each pair scored by a model refitted as this one without the variant (${file.folds} folds, seed ${file.seed}). Direction: the share of pairs whose measured change exceeds ${clearChange} log10 predicted in its sign. Most potent fifth: the fifth of references with the lowest measured ${file.label}, the mean change of their pairs. Uncertainty: the ${Math.round(uncertaintyLevel * 100)} % quantile of |measured - predicted change|; the scan mutes smaller changes.${file.sibling ? ` The learned change also reads what the sibling endpoint measured of the variant (the training records of \`${file.sibling.model}\`): its change from the wild type where it measured both, the variant's value there against the anchor where it measured the variant only.` : ''}`,
    '',
    table(
      kinds.flatMap((kind) =>
        file.cases[kind].tried.map((t) =>
          row(
            kind,
            `${t.method}${t.method === file.cases[kind].method ? ' (served)' : ''}`,
            t.figures,
          ),
        ),
      ),
    ),
    '',
    ...kinds.map((kind) => `- ${kind}: ${SCAN_CASES[kind]}. Served: ${served(kind)}.`),
    ...Object.entries(CHANGE_METHODS).map(([method, text]) => `- ${method}: ${text}.`),
    '- Kept per anchor: the method with the smallest uncertainty out of fold.',
  ];
}

const METRIC_NAMES: Record<string, string> = { pearson: 'r', rocAuc: 'ROC-AUC' };

/**
 * A model's family evaluation (models/<name>.families.json): its setting and the baseline on
 * random and family folds, and the leakage report of each split.
 */
function familiesMarkdown(file: FamilyReportFile): string[] {
  const splits = ['random', 'family'] as const;
  // '<view>.<model|baseline>.<split>': the plain figures first, then each view (a class read off).
  const views = [
    ...new Set(Object.keys(file.metrics).map((key) => key.split('.').slice(0, -2).join('.'))),
  ];
  const headline = (view: string) => (view ? 'rocAuc' : 'pearson');
  const figure = (key: string, metric: string) => {
    const value = file.metrics[key]?.[metric];
    return typeof value === 'number' ? value.toFixed(3) : 'not run';
  };
  const rows = splits.flatMap((split) =>
    views.map((view) => {
      const prefix = view ? `${view}.` : '';
      const metric = headline(view);
      const leak = file.leakage[split];
      return {
        split,
        figure: `${view || 'value'}, ${METRIC_NAMES[metric]}`,
        model: figure(`${prefix}model.${split}`, metric),
        'forest baseline': figure(`${prefix}baseline.${split}`, metric),
        'test peptides with a training peptide >= 40 % / >= 90 % identical': `${percent(leak.atLeast40)} / ${percent(leak.atLeast90)}`,
        'contained whole': percent(leak.contained),
        'same sequence in another fold': leak.identicalAcrossFolds,
      };
    }),
  );
  const { sizes } = file.families;
  return [
    '',
    `**Measured on sequence families it never saw** (\`models/${file.name}.families.json\`, \`${file.command}\`, ${file.date}, ${file.cpuSeconds} CPU seconds; the model above is unchanged by it): the model's setting and a forest baseline (${file.baseline ? `on ${file.baseline.features}` : 'not run'}), 10-fold cross-validation with random folds and with whole families in one fold. Families: ${file.families.method}, at least ${Math.round(file.families.identity * 100)} %: ${sizes.families} families (${sizes.singletons} of one peptide, the largest ${sizes.largest.join(', ')}); chained at the same identity they would be ${file.families.singleLinkage.families}. The leakage report says how much of each split's test side its training side nearly holds.`,
    '',
    table(rows),
    '',
    ...file.notes.map((n) => `- ${n}`),
  ];
}

function cardMarkdown(c: ModelCard): string[] {
  const file = (c.file ?? {}) as {
    path?: string;
    bytes?: number;
    trees?: number;
    nodes?: number;
    trainSeconds?: number;
  };
  return [
    '',
    `## ${c.title} (\`${c.name}\`)`,
    '',
    `Trained ${c.date}. ${c.model}. Output: ${c.output}.`,
    '',
    `**Data**: ${c.data.files.map((f) => `\`${f}\``).join(', ')}. ${c.data.preparation} Counts: ${Object.entries(
      c.data.counts,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    '',
    `**Features** (${c.features.count}): ${c.features.description}.`,
    '',
    `**Split**: ${Object.values(c.split).join('; ')}.`,
    '',
    `**Hyper-parameters**: \`${JSON.stringify(c.hyperParameters)}\`.`,
    '',
    '**Metrics**',
    '',
    table(Object.entries(c.metrics).map(([set, metrics]) => ({ set, ...metrics }))),
    ...(c.selection?.length
      ? [
          '',
          '**Model selection** (5-fold CV on the 80 % training part)',
          '',
          table(
            c.selection.map((s) => ({ setting: `\`${JSON.stringify(s.setting)}\``, ...s.metrics })),
          ),
        ]
      : []),
    ...(file.path
      ? [
          '',
          `**File**: ${[
            `\`${file.path}\``,
            `${((file.bytes ?? 0) / 1e6).toFixed(2)} MB`,
            ...(file.trees === undefined ? [] : [`${file.trees} trees`, `${file.nodes} nodes`]),
            `trained in ${file.trainSeconds} s`,
          ].join(', ')}.`,
        ]
      : []),
    ...(c.topFeatures?.length
      ? [
          '',
          `**Most important features**: ${c.topFeatures.map((t) => `${t.feature} (${t.importance})`).join(', ')}.`,
        ]
      : []),
    ...(c.evidence ? evidenceMarkdown(c.evidence) : []),
    ...(c.notes?.length ? ['', ...c.notes.map((n) => `- ${n}`)] : []),
  ];
}

/**
 * Writes <modelsDir>/MODEL_CARDS.md from the *.card.json files there; `command` is the training
 * command named in its first paragraph.
 */
export function writeModelCards(modelsDir: string, command: string): void {
  const cards = readdirSync(modelsDir)
    .filter((f) => f.endsWith('.card.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(modelsDir, f), 'utf8')) as ModelCard);
  const scanOf = (card: ModelCard) => {
    const path = join(modelsDir, `${card.name}.scan.json`);
    return existsSync(path) ? scanMarkdown(readScanFile(readFileSync(path, 'utf8'))) : [];
  };
  const familiesOf = (card: ModelCard) => {
    const path = join(modelsDir, `${card.name}.families.json`);
    return existsSync(path)
      ? familiesMarkdown(JSON.parse(readFileSync(path, 'utf8')) as FamilyReportFile)
      : [];
  };
  const scans = cards.some((c) => existsSync(join(modelsDir, `${c.name}.scan.json`)));
  const families = cards.some((c) => existsSync(join(modelsDir, `${c.name}.families.json`)));
  const parts = [
    '# Model cards',
    '',
    `Generated by \`${command}\` from the \`*.card.json\` files beside this one; every figure was measured by that training run${scans || families ? `, but for the ${[scans && 'mutant scan', families && 'family evaluation'].filter(Boolean).join(' and ')} sections, from the \`${[scans && '*.scan.json', families && '*.families.json'].filter(Boolean).join('` and `')}\` files that the command each names wrote` : ''}. Data: \`../shared/data\` (see its README).`,
    ...cards.flatMap((card) => [...cardMarkdown(card), ...scanOf(card), ...familiesOf(card)]),
  ];
  writeFileSync(join(modelsDir, 'MODEL_CARDS.md'), `${parts.join('\n')}\n`);
}

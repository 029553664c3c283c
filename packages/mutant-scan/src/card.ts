// The scan benchmark's section of a model card (MODEL_CARDS.md), from its file.
import { CHANGE_METHODS } from './benchmark.ts';
import type { AnchorKind } from './change.ts';
import type { ScanFigures } from './figures.ts';
import type { ScanFile } from './scan-file.ts';

const CASES: Record<AnchorKind, string> = {
  measured:
    'wild type measured: the reference in the fold model, the variant not (folds of records); the anchor is the measured value',
  predicted:
    'wild type new: the same pairs, neither the reference nor any peptide linked to it by analog pairs in the fold model (folds of pair families); the anchor is the prediction',
};

const percent = (v: number) => `${(100 * v).toFixed(1)} %`;

function row(anchor: string, method: string, f: ScanFigures) {
  return `| ${anchor} | ${method} | ${f.pairs} | ${f.spearman.toFixed(3)} | ${percent(f.direction.right)} of ${f.direction.pairs} | ${f.mostPotent.measuredMean.toFixed(3)} | ${f.mostPotent.predictedMean.toFixed(3)} | ${f.mostPotent.bias >= 0 ? '+' : ''}${f.mostPotent.bias.toFixed(3)} | ${f.uncertainty.toFixed(3)} |`;
}

export function scanMarkdown(file: ScanFile): string[] {
  const kinds: AnchorKind[] = ['measured', 'predicted'];
  const coefficients = (kind: AnchorKind) => {
    const { intercept, slope, anchorWeight } = file.cases[kind].change;
    return `change = ${intercept.toFixed(4)} + ${slope.toFixed(4)} x (variant - wild type) + ${anchorWeight.toFixed(4)} x (wild type - anchor)`;
  };
  return [
    '',
    `**Mutant scan, measured on analog pairs** (\`models/${file.model}.scan.json\`, \`${file.command}\`, ${file.date}, model version ${file.modelVersion}, ${Math.round(file.cpuSeconds)} CPU seconds): ${file.pairs} ordered pairs of the ${file.records} measured peptides one substitution or one deletion apart (a substitution both ways, a deletion from the longer peptide). The change is log10 of the variant's ${file.label} over the wild type's anchor; each pair scored by a model refitted as this one without the variant (${file.folds} folds, seed ${file.seed}). Direction: the share of pairs whose measured change exceeds ${file.definitions.clearChange} log10 predicted in its sign. Most potent fifth: the fifth of references with the lowest measured ${file.label}, the mean change of their pairs. Uncertainty: the ${Math.round(file.definitions.uncertaintyLevel * 100)} % quantile of |measured - predicted change|; the scan mutes smaller changes.`,
    '',
    '| anchor | method | pairs | Spearman | direction right | most potent: measured | predicted | bias | uncertainty |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...kinds.flatMap((kind) =>
      file.cases[kind].tried.map((t) =>
        row(
          kind,
          `${t.method}${t.method === file.cases[kind].method ? ' (served)' : ''}`,
          t.figures,
        ),
      ),
    ),
    '',
    ...kinds.map((kind) => `- ${kind}: ${CASES[kind]}. Served: ${coefficients(kind)}.`),
    ...Object.entries(CHANGE_METHODS).map(([method, text]) => `- ${method}: ${text}.`),
    '- Kept per anchor: the method with the smallest uncertainty out of fold.',
  ];
}

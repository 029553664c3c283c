import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LEARNED_FEATURES,
  type LearnedChangeModel,
  NO_SIBLING,
  oneEditApart,
  predictedChange,
  predictLearnedChange,
  SCAN_DEFINITIONS,
  SCAN_FILE_FORMAT,
  type ScanFile,
  singleEdit,
} from '@peptox/mutant-scan';
import { mutantScan } from '@peptox/sequence';
import { describe, expect, it, vi } from 'vitest';
import { contentVersion } from './models.ts';
import {
  dir,
  features,
  model,
  peptides,
  predictor,
  toyPredictor,
  y,
} from './peptide-tool.test-support.ts';

// The toy's scan benchmark: a change model per anchor, with the figures the answer carries.
const figures = (uncertainty: number) => ({
  pairs: 40,
  spearman: 0.6,
  direction: { pairs: 20, right: 0.85 },
  mostPotent: { references: 3, pairs: 8, measuredMean: 0.3, predictedMean: 0.28, bias: -0.02 },
  uncertainty,
});
const scanFile = (modelVersion: string): ScanFile => ({
  format: SCAN_FILE_FORMAT,
  version: 4,
  model: 'toy',
  head: 'toy',
  column: 'value_um',
  label: 'Value',
  unit: 'µM',
  modelVersion,
  trainedAt: '2026-11-24T10:00:00Z',
  date: '2026-11-27',
  command: 'bench the toy',
  cpuSeconds: 1,
  records: 400,
  pairs: 40,
  folds: 10,
  seed: 1,
  definitions: SCAN_DEFINITIONS,
  cases: {
    measured: {
      method: 'fitted',
      change: { intercept: 0.1, slope: 1.2, anchorWeight: 0.5 },
      figures: figures(0.5),
      tried: [],
    },
    predicted: {
      method: 'difference',
      change: { intercept: 0, slope: 1, anchorWeight: 0 },
      figures: figures(0.8),
      tried: [],
    },
  },
  sibling: null,
});
writeFileSync(
  join(dir, 'toy.scan.json'),
  JSON.stringify(scanFile(contentVersion(readFileSync(join(dir, 'toy.json'))))),
);

/** The toy model in a folder of its own with this scan benchmark file beside it, ready to scan. */
async function toyWithScan(file: ScanFile) {
  const folder = mkdtempSync(join(tmpdir(), 'peptox-kit-scan-'));
  for (const name of ['toy.json', 'toy.evidence.json']) {
    copyFileSync(join(dir, name), join(folder, name));
  }
  writeFileSync(join(folder, 'toy.scan.json'), JSON.stringify(file));
  const predictor = toyPredictor(folder);
  await predictor.init();
  return predictor;
}

/** A learned change on raw features that weighs one of them only, plus 0.05. */
const weighingOnly = (feature: (typeof LEARNED_FEATURES)[number], weight: number) =>
  ({
    features: [...LEARNED_FEATURES],
    mean: LEARNED_FEATURES.map(() => 0),
    scale: LEARNED_FEATURES.map(() => 1),
    weights: LEARNED_FEATURES.map((f) => (f === feature ? weight : 0)),
    intercept: 0.05,
    lambda: 10,
  }) satisfies LearnedChangeModel;

describe("a peptide predictor's mutant scan", () => {
  // The model's own scale is -log10 of the value: log10 of the value is minus the prediction.
  const onScale = (sequence: string) => {
    const row = new Float32Array(2);
    features.compute(sequence, row);
    return -model.predict(row);
  };
  const wild = peptides.find((p) => peptides.indexOf(p) === peptides.lastIndexOf(p)) as string;
  // The toy's measured values on the change's scale, of the peptides one edit from a variant
  // other than the wild type (found here by comparing with each).
  const neighboursOf = (variant: string, wildType: string) =>
    peptides.flatMap((p, r) =>
      p !== wildType && p !== variant && oneEditApart(p, variant) ? [-(y[r] as number)] : [],
    );
  const at = peptides.indexOf(wild);
  const variants = mutantScan(wild)
    .slice(0, 30)
    .map((v) => ({ id: v.id, text: v.sequence }));

  it('anchors a training record on its measured value, by the benchmark of that anchor', async () => {
    await predictor.init();
    const answer = await predictor.scan?.(wild, variants, ['value']);
    const [changes] = answer?.changes ?? [];
    expect(answer?.changes).toHaveLength(1);
    expect(changes?.anchor).toEqual({
      kind: 'measured',
      value: Number((10 ** -(y[at] as number)).toPrecision(3)),
      unit: 'µM',
      record: `h${at}`,
    });
    const anchor = { kind: 'measured' as const, value: -(y[at] as number) };
    const change = scanFile('').cases.measured.change;
    expect(changes?.changes).toEqual(
      variants.map((v) =>
        Number(
          predictedChange(change, {
            reference: onScale(wild),
            variant: onScale(v.text),
            anchor,
          }).toFixed(4),
        ),
      ),
    );
    expect(changes?.uncertainty).toBe(0.5);
    expect(changes?.benchmark.cases.predicted.figures.uncertainty).toBe(0.8);
    // The rows are the values without evidence, the wild type first.
    const bare = await predictor.predict(
      [{ id: 'wild type', text: wild }, ...variants],
      ['value'],
      { evidence: false },
    );
    expect(answer?.rows).toEqual(bare);
  });

  it('anchors a new peptide on its prediction', async () => {
    const fresh = 'WWWWGGGGWWWWGGGG';
    const answer = await predictor.scan?.(
      fresh,
      [{ id: 'W1A', text: `A${fresh.slice(1)}` }],
      ['value'],
    );
    const [changes] = answer?.changes ?? [];
    expect(changes?.anchor).toEqual({
      kind: 'predicted',
      value: Number((10 ** onScale(fresh)).toPrecision(3)),
      unit: 'µM',
      record: null,
    });
    expect(changes?.changes).toEqual([
      Number((onScale(`A${fresh.slice(1)}`) - onScale(fresh)).toFixed(4)),
    ]);
    expect(changes?.uncertainty).toBe(0.8);
  });

  it('applies a learned change to one edit of the wild type, and the line to a truncation', async () => {
    const n = LEARNED_FEATURES.length;
    const learned: LearnedChangeModel = {
      features: [...LEARNED_FEATURES],
      mean: new Array(n).fill(0),
      scale: new Array(n).fill(1),
      weights: LEARNED_FEATURES.map((_, i) => 0.3 - 0.05 * i),
      intercept: 0.05,
      lambda: 10,
    };
    const file = scanFile(contentVersion(readFileSync(join(dir, 'toy.json'))));
    file.cases.measured = { ...file.cases.measured, method: 'learned', learned };
    const other = await toyWithScan(file);
    const scanned = mutantScan(wild, { minLength: 5 });
    const chosen = ['substitution', 'deletion', 'c-truncation'].map((kind) =>
      scanned.find((v) => v.kind === kind),
    );
    const some = chosen.map((v) => ({ id: v?.id as string, text: v?.sequence as string }));
    const answer = await other.scan?.(wild, some, ['value']);
    const anchor = { kind: 'measured' as const, value: -(y[at] as number) };
    const reference = onScale(wild);
    const expected = some.map((v) => {
      const edit = singleEdit(wild, v.text);
      const variant = onScale(v.text);
      const change = edit
        ? predictLearnedChange(learned, {
            reference,
            variant,
            anchor,
            wildType: wild,
            edit,
            neighbours: neighboursOf(v.text, wild),
            sibling: NO_SIBLING,
          })
        : predictedChange(file.cases.measured.change, { reference, variant, anchor });
      return Number(change.toFixed(4));
    });
    expect(some.map((v) => singleEdit(wild, v.text) === null)).toEqual([false, false, true]);
    expect(answer?.changes[0]?.changes).toEqual(expected);
  });

  it("reads a variant's measured neighbours among the training peptides", async () => {
    // Only the read-across weighs: the change is 0.05 + 0.5 x (the neighbours' mean - anchor).
    const learned = weighingOnly('neighbour_change', 0.5);
    const file = scanFile(contentVersion(readFileSync(join(dir, 'toy.json'))));
    file.cases.predicted = { ...file.cases.predicted, method: 'learned', learned };
    const other = await toyWithScan(file);
    // A new wild type, one substitution from a training peptide at residue 3; deleting that
    // residue gives a variant one deletion from the training peptide.
    const training = wild;
    const fresh = `${training.slice(0, 2)}${training[2] === 'W' ? 'A' : 'W'}${training.slice(3)}`;
    const variant = fresh.slice(0, 2) + fresh.slice(3);
    const neighbours = neighboursOf(variant, fresh);
    expect(neighbours).toContain(-(y[at] as number));
    const answer = await other.scan?.(fresh, [{ id: 'deleted', text: variant }], ['value']);
    const [changes] = answer?.changes ?? [];
    const mean = neighbours.reduce((a, b) => a + b, 0) / neighbours.length;
    expect(changes?.anchor.kind).toBe('predicted');
    expect(changes?.changes).toEqual([Number((0.05 + 0.5 * (mean - onScale(fresh))).toFixed(4))]);
  });

  it('reads the change a sibling endpoint measured where it measured both peptides', async () => {
    // Only the sibling weighs: the change is 0.05 + the sibling's measured change. The toy is its
    // own sibling here: two of its training peptides one substitution apart, and a new variant.
    const learned = weighingOnly('sibling_change', 1);
    const unique = peptides.filter((p) => peptides.indexOf(p) === peptides.lastIndexOf(p));
    const [from, to] = unique
      .flatMap((p) =>
        unique.flatMap((q) => (singleEdit(p, q)?.kind === 'substitution' ? [[p, q]] : [])),
      )
      .at(0) as [string, string];
    const measuredOf = (p: string) => -(y[peptides.indexOf(p)] as number);
    const fresh = `${from.slice(0, -1)}${to.endsWith('W') || from.endsWith('W') ? 'Y' : 'W'}`;
    expect(peptides).not.toContain(fresh);
    const file = scanFile(contentVersion(readFileSync(join(dir, 'toy.json'))));
    file.cases.measured = { ...file.cases.measured, method: 'learned', learned };
    file.sibling = { model: 'toy', head: 'toy', label: 'Value' };
    const other = await toyWithScan(file);
    const answer = await other.scan?.(
      from,
      [
        { id: 'measured', text: to },
        { id: 'new', text: fresh },
      ],
      ['value'],
    );
    expect(answer?.changes[0]?.changes).toEqual([
      Number((0.05 + measuredOf(to) - measuredOf(from)).toFixed(4)),
      0.05,
    ]);
  });

  it('refuses a sibling endpoint the tool does not serve', async () => {
    const file = scanFile(contentVersion(readFileSync(join(dir, 'toy.json'))));
    file.sibling = { model: 'absent', head: 'absent', label: 'Absent' };
    const other = await toyWithScan(file);
    await expect(other.scan?.(wild, variants, ['value'])).rejects.toThrow(
      'measured changes of absent (absent)',
    );
  });

  it('gives no changes for a model whose file the benchmark did not measure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const other = await toyWithScan(scanFile('000000000000'));
    const answer = await other.scan?.(wild, variants, ['value']);
    expect(answer?.changes).toEqual([]);
    expect(answer?.rows).toHaveLength(variants.length + 1);
    expect(warn.mock.calls[0]?.[0]).toContain('measured model version 000000000000');
    warn.mockRestore();
  });
});

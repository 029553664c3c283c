import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EvidenceFile, ModelEvidence, peptideSpace } from '@peptox/evidence';
import { AveragedTrees, createRng, modelFromJson } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import { writeModelCards } from './cards.ts';
import type { FamilyReportFile } from './family-report.ts';
import type { Setting } from './learners.ts';
import { classes, grid, names } from './protocol.test-support.ts';
import { protocolSplits, protocolTrainingSizes } from './protocol.ts';
import type { ProtocolRun } from './protocol-types.ts';
import { runProtocolAndWrite } from './run-and-write.ts';

describe('runProtocolAndWrite', () => {
  it('selects over both learners, measures, writes a model file that predicts as trained, and a card', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
    const { x, y } = classes(300, 4, 1);
    // 100 groups of 3 rows; rows of a group must stay together.
    const groups = Int32Array.from({ length: 300 }, (_, i) => Math.floor(i / 3));
    let run: ProtocolRun | undefined;
    const card = await runProtocolAndWrite({
      name: 'toy',
      title: 'Toy classifier',
      task: 'classification',
      modelsDir: dir,
      x,
      featureNames: names(4),
      y,
      rowNoun: 'toys',
      groups: { ids: groups, description: 'rows of one triple' },
      target: 'class 1 = feature 0 above 0.5',
      data: { files: ['toy.csv'], counts: { rows: 300 }, preparation: 'Synthetic.' },
      features: 'four uniform numbers',
      grid,
      evaluate: (r) => {
        run = r;
        return {
          metrics: { firstHalf: { n: 150 } },
          notes: ['A note of the caller.'],
          meta: { reference: r.final.predict(x, 0) },
        };
      },
    });

    expect(card.selection?.map((s) => s.setting.learner)).toEqual(['forest', 'boosting']);
    expect(card.metrics.validation?.n).toBe(run?.split.test.length);
    expect(card.metrics.validation?.rocAuc).toBeGreaterThan(0.8);
    expect(card.metrics.crossValidation10Fold?.n).toBe(300);
    expect(card.metrics.firstHalf).toEqual({ n: 150 });
    // With groups, the hold-out and the 10-fold CV are measured once more ignoring them.
    expect(card.metrics.validationIgnoringGroups?.n).toBe(60);
    expect(card.metrics.crossValidation10FoldIgnoringGroups?.n).toBe(300);
    expect(card.notes).toEqual(['A note of the caller.']);
    expect(card.split.validation).toContain('60 toys');
    expect(card.split.validation).toContain('rows of one triple kept on one side');
    expect(card.topFeatures?.[0]?.feature).toBe('f0');

    // No group on both sides of the hold-out, nor across the 10 folds.
    const test = new Set(run?.split.test);
    for (let g = 0; g < 100; g++) {
      const rows = [3 * g, 3 * g + 1, 3 * g + 2];
      expect(new Set(rows.map((r) => test.has(r))).size).toBe(1);
      expect(new Set(rows.map((r) => run?.crossValidation.folds[r])).size).toBe(1);
    }
    // protocolSplits gives a baseline the protocol's own rows; another seed gives others.
    const splits = protocolSplits({
      task: 'classification',
      y,
      groups: { ids: groups, description: '' },
    });
    expect(splits.split).toEqual(run?.split);
    expect(splits.folds).toEqual(run?.crossValidation.folds);
    expect(splits.trainFolds).toHaveLength(240);
    const other = protocolSplits({
      task: 'classification',
      y,
      groups: { ids: groups, description: '' },
      seed: 1,
    });
    expect(other.split.test).not.toEqual(run?.split.test);
    // The training sets a run fits on: 5 selection folds of the 240, the 240, 10 folds of the 300
    // (again with the groups ignored, when there are groups), then all 300.
    const sizes = protocolTrainingSizes(splits, false);
    expect(sizes).toHaveLength(17);
    expect(sizes.slice(0, 5).reduce((a, b) => a + b, 0)).toBe(4 * 240);
    expect(sizes[5]).toBe(240);
    expect(sizes.slice(6, 16).reduce((a, b) => a + b, 0)).toBe(9 * 300);
    expect(sizes[16]).toBe(300);
    expect(protocolTrainingSizes(splits, true)).toEqual([
      ...sizes.slice(0, 16),
      ...sizes.slice(5, 16),
      300,
    ]);

    // The model file scores every row as the model in memory does.
    const written = JSON.parse(readFileSync(join(dir, 'toy.card.json'), 'utf8'));
    expect(written).toEqual(card);
    const file = JSON.parse(readFileSync(join(dir, 'toy.json'), 'utf8'));
    expect(file.meta.reference).toBe(run?.final.predict(x, 0));
    const loaded = modelFromJson(JSON.stringify(file));
    for (let r = 0; r < 300; r++) {
      expect(loaded.predict(x, r * 4)).toBe(run?.final.predict(x, r * 4));
    }
  });

  it('fits a regression and reports Pearson r', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
    const rng = createRng(5);
    const n = 200;
    const x = Float32Array.from({ length: n * 2 }, () => rng.next());
    const y = Array.from({ length: n }, (_, i) => 3 * (x[i * 2] as number) + 0.1 * rng.next());
    const card = await runProtocolAndWrite({
      name: 'line',
      title: 'A line',
      task: 'regression',
      modelsDir: dir,
      x,
      featureNames: names(2),
      y,
      target: 'y',
      data: { files: [], counts: {}, preparation: '' },
      features: 'two numbers',
      grid: [{ learner: 'boosting', nRounds: 60, learningRate: 0.2, maxDepth: 2, seed: 1 }],
    });
    expect(card.output).toBe('y: the sum of the trees');
    expect(card.split.validation).toContain('strata: target deciles');
    expect(card.metrics.validation?.pearson).toBeGreaterThan(0.95);
  });

  it('blends the trees with a second predictor fitted on the same rows in every step', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
    const rng = createRng(6);
    const n = 120;
    const x = Float32Array.from({ length: n * 2 }, () => rng.next());
    const y = Array.from({ length: n }, (_, i) => 3 * (x[i * 2] as number));
    // The second predictor: the mean of the rows it was fitted on, whatever the row.
    const mean = (rows: readonly number[]) =>
      rows.reduce((sum, r) => sum + (y[r] as number), 0) / rows.length;
    const trees: Setting = { learner: 'boosting', nRounds: 30, learningRate: 0.3, maxDepth: 2 };
    let run: ProtocolRun | undefined;
    const card = await runProtocolAndWrite({
      name: 'blend',
      title: 'A blend',
      task: 'regression',
      modelsDir: dir,
      x,
      featureNames: names(2),
      y,
      target: 'y',
      data: { files: [], counts: {}, preparation: '' },
      features: 'two numbers',
      grid: [trees],
      blend: {
        treesWeight: 0.25,
        fit: (rows) => {
          const m = mean(rows);
          return () => m;
        },
        name: 'mean',
        description: 'the mean of the training rows',
      },
      evaluate: (r) => {
        run = r;
        return {};
      },
    });
    if (!run) throw new Error('the protocol did not report its run');
    const { folds, predictions } = run.crossValidation;
    // Each out-of-fold score: a quarter the fold's trees, three quarters its training rows' mean.
    for (let r = 0; r < n; r++) {
      const train = [...Array(n).keys()].filter((i) => folds[i] !== folds[r]);
      const foldTrees = run.fit(train).trees.predict(x, r * 2);
      // (Boosting without sampling: a fold's own seed gives the same trees.)
      expect(predictions[r]).toBeCloseTo(0.25 * foldTrees + 0.75 * mean(train), 6);
    }
    const all = [...Array(n).keys()];
    expect(run.final.predict(x, 0)).toBeCloseTo(
      0.25 * run.final.trees.predict(x, 0) + 0.75 * mean(all),
      6,
    );
    // The model file holds the trees; the card says what they are blended with.
    const loaded = modelFromJson(readFileSync(join(dir, 'blend.json'), 'utf8'));
    expect(loaded.predict(x, 0)).toBeCloseTo(run.final.trees.predict(x, 0), 6);
    expect(card.model).toContain('blended with mean: the mean of the training rows');
    expect(card.output).toBe(
      'y: the sum of the trees, blended: 0.25 x that + 0.75 x the mean value',
    );
    expect(() => run?.final.predict(new Float32Array(2), 0)).toThrow(/training matrix/);
  });
});

describe('the evidence of a run', () => {
  it('writes the evidence file with a domain, intervals, and a derived class that agrees with the value', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
    const rng = createRng(8);
    const AA = 'ACDEFGHIKLMNPQRSTVWY';
    const n = 400;
    const peptides = Array.from({ length: n }, (_, i) =>
      Array.from({ length: 6 + (i % 20) }, () => AA[Math.floor(rng.next() * 20)]).join(''),
    );
    // The target: lysines and arginines per residue, with noise; the feature: their counts.
    const x = new Float32Array(n * 2);
    const y = peptides.map((p, i) => {
      const k = [...p].filter((c) => c === 'K' || c === 'R').length;
      x[2 * i] = k;
      x[2 * i + 1] = p.length;
      return (4 * k) / p.length + 0.2 * rng.next();
    });
    const card = await runProtocolAndWrite({
      name: 'charge',
      title: 'Charge',
      task: 'regression',
      modelsDir: dir,
      x,
      featureNames: names(2),
      y,
      target: 'y',
      data: { files: [], counts: {}, preparation: '' },
      features: 'two counts',
      grid: [{ learner: 'forest', nTrees: 20, seed: 1 }],
      evidence: {
        space: peptideSpace(peptides),
        records: { ids: peptides.map((_, i) => `s${i}`), inputs: peptides },
        derived: { charged: { atOrAbove: 0.5, definition: 'charged: y of 0.5 or more' } },
      },
    });
    const file = JSON.parse(
      readFileSync(join(dir, 'charge.evidence.json'), 'utf8'),
    ) as EvidenceFile;
    expect(file.lengthWindow).toEqual([6, 25]);
    expect(Object.keys(file.heads)).toEqual(['charge', 'charged']);
    const heads = card.evidence?.heads;
    expect(heads?.charge?.domain.cutoff).toBeGreaterThan(0);
    expect(heads?.charge?.interval?.validation?.n).toBe(80);
    expect(heads?.charge?.interval?.validation?.coverage).toBeGreaterThan(0.75);
    expect(heads?.charged?.calibration?.validation?.after.ece).toBeLessThan(0.2);
    const evidence = new ModelEvidence(file);
    const head = evidence.head('charged');
    for (const v of [0.1, 0.49, 0.5, 0.9]) {
      expect(head.probability(v) >= (head.threshold as number)).toBe(v >= 0.5);
    }
    const nearest = evidence.head('charge').nearest({ text: peptides[5] as string });
    expect(nearest).toMatchObject({ id: 's5', identical: true, measured: y[5] });
    // The card in Markdown says it too.
    writeModelCards(dir, 'test');
    expect(readFileSync(join(dir, 'MODEL_CARDS.md'), 'utf8')).toContain(
      'length window 6–25 residues',
    );
    // A family evaluation beside the card: its figures and leakage report, under the card.
    const sizes = { families: 40, singletons: 3, largest: [30, 20], median: 8, histogram: {} };
    const leak = (atLeast90: number) => ({
      n: 400,
      atLeast40: 1,
      atLeast90,
      contained: 0.1,
      identicalAcrossFolds: 2,
    });
    const families: FamilyReportFile = {
      name: 'charge',
      command: 'eval the families',
      date: '2026-11-28',
      cpuSeconds: 12,
      families: {
        method: 'greedy',
        identity: 0.4,
        sizes,
        singleLinkage: { ...sizes, families: 1 },
      },
      setting: { learner: 'forest', nTrees: 20, seed: 1 },
      baseline: null,
      features: 'two counts',
      seed: 1,
      metrics: {
        'model.random': { n: 400, pearson: 0.81 },
        'model.family': { n: 400, pearson: 0.55 },
      },
      leakage: { random: leak(0.6), family: leak(0.3) },
      notes: ['a note'],
    };
    writeFileSync(join(dir, 'charge.families.json'), JSON.stringify(families));
    writeModelCards(dir, 'test');
    const markdown = readFileSync(join(dir, 'MODEL_CARDS.md'), 'utf8');
    expect(markdown).toContain('`models/charge.families.json`, `eval the families`');
    expect(markdown).toMatch(
      /\| random \| value, r \| 0\.810 \| not run +\| 100\.0 % \/ 60\.0 % +\| 10\.0 % +\| 2 +\|/,
    );
    expect(markdown).toMatch(/\| family \| value, r \| 0\.550 \| not run +\| 100\.0 % \/ 30\.0 %/);
  });
});

describe('an averaged setting', () => {
  it('is selected like any learner, and its file scores as the average in memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
    const { x, y } = classes(200, 3, 4);
    const average: Setting = {
      learner: 'average',
      members: [grid[0], grid[1]] as never,
      weights: [1, 3],
    };
    let run: ProtocolRun | undefined;
    const card = await runProtocolAndWrite({
      name: 'avg',
      title: 'Averaged',
      task: 'classification',
      modelsDir: dir,
      x,
      featureNames: names(3),
      y,
      target: 'class 1 = feature 0 above 0.5',
      data: { files: [], counts: {}, preparation: '' },
      features: 'three numbers',
      grid: [average],
      evaluate: (r) => {
        run = r;
        return {};
      },
    });
    expect(card.model).toContain('weighted mean of random forest');
    expect(card.model).toContain('(weight 0.75)');
    expect(run?.final.trees).toBeInstanceOf(AveragedTrees);
    if (!run) throw new Error('the protocol did not report its run');
    const { members } = run.final.trees as AveragedTrees;
    expect(members).toHaveLength(2);
    const loaded = modelFromJson(readFileSync(join(dir, 'avg.json'), 'utf8'));
    for (let r = 0; r < 20; r++) {
      const expected =
        0.25 * (members[0]?.predict(x, r * 3) ?? 0) + 0.75 * (members[1]?.predict(x, r * 3) ?? 0);
      expect(loaded.predict(x, r * 3)).toBeCloseTo(expected, 6);
    }
  });
});

import { boostingToFile, trainBoosting } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import {
  AssayTrees,
  chooseTreeWeight,
  ensembleProbability,
  TREE_BLOCKS,
  TREE_FEATURES,
  type TreesFile,
} from './ensemble.ts';

describe('the ensemble of the network and the trees', () => {
  it('averages the two probabilities at the trees’ weight', () => {
    expect(ensembleProbability(0.2, 0.6, 0)).toBe(0.2);
    expect(ensembleProbability(0.2, 0.6, 0.25)).toBeCloseTo(0.3, 12);
    expect(ensembleProbability(0.2, 0.6, 0.5)).toBeCloseTo(0.4, 12);
    expect(ensembleProbability(0.2, 0.6, 0.75)).toBeCloseTo(0.5, 12);
    expect(ensembleProbability(0.2, 0.6, 1)).toBeCloseTo(0.6, 12);
    // Weight 0 is the network alone, whatever the trees say.
    expect(ensembleProbability(0.2, Number.NaN, 0)).toBe(0.2);
    expect(() => ensembleProbability(0.2, 0.6, 1.5)).toThrow(/not in \[0, 1\]/);
    expect(() => ensembleProbability(0.2, 0.6, -0.1)).toThrow(/not in \[0, 1\]/);
  });

  it('gives the trees weight where validation says they rank better, none where they do not', () => {
    const actual = [0, 0, 0, 0, 1, 1, 1, 1];
    // The network ranks two actives under two inactives; the trees rank perfectly.
    const network = [0.1, 0.2, 0.6, 0.7, 0.3, 0.4, 0.8, 0.9];
    const good = [0.1, 0.1, 0.2, 0.2, 0.8, 0.8, 0.9, 0.9];
    const chosen = chooseTreeWeight(actual, network, good);
    expect(chosen.auc['0']).toBeCloseTo(0.75, 12);
    expect(chosen.weight).toBeGreaterThan(0);
    expect(chosen.auc[String(chosen.weight)]).toBe(1);
    // Trees that rank backwards never help: the network alone.
    const backwards = good.map((p) => 1 - p);
    expect(chooseTreeWeight(actual, network, backwards).weight).toBe(0);
    // A tie keeps the smaller weight: trees equal to the network add nothing.
    expect(chooseTreeWeight(actual, network, network).weight).toBe(0);
  });
});

describe('the trees file', () => {
  const assays = ['A', 'B'];
  // Tiny trees on rows whose first Morgan bin tells the class.
  const rows = 40;
  const x = new Float32Array(rows * TREE_FEATURES);
  const y = Float64Array.from({ length: rows }, (_, i) => i % 2);
  for (let i = 0; i < rows; i++) x[i * TREE_FEATURES] = i % 2 ? 4 : 0;
  const trees = trainBoosting({ x, nFeatures: TREE_FEATURES }, y, {
    kind: 'classification',
    nRounds: 20,
    learningRate: 0.5,
    minChildWeight: 0,
  });
  const file = (weightB: number): TreesFile => ({
    format: 'ssl-gcn-trees',
    version: 1,
    blocks: [...TREE_BLOCKS],
    assays: [
      { assay: 'A', weight: 0, trees: null },
      { assay: 'B', weight: weightB, trees: boostingToFile(trees) },
    ],
    check: [],
    trainedAt: '2026-01-01T00:00:00Z',
  });

  it('keeps the network where the weight is 0 and averages where it is not', () => {
    const loaded = AssayTrees.fromFile(file(0.5), assays);
    const active = x.subarray(TREE_FEATURES, 2 * TREE_FEATURES);
    const inactive = x.subarray(0, TREE_FEATURES);
    const treeActive = trees.predict(active);
    expect(treeActive).toBeGreaterThan(0.9);
    const scored = loaded.combine([0.3, 0.2], active);
    expect(scored[0]).toBeCloseTo(0.3, 6);
    expect(scored[1]).toBeCloseTo(0.5 * 0.2 + 0.5 * treeActive, 6);
    expect(loaded.combine([0.3, 0.2], inactive)[1]).toBeLessThan(0.2);
    // The row can sit anywhere in a matrix.
    expect(loaded.combine([0.3, 0.2], x, TREE_FEATURES)[1]).toBeCloseTo(scored[1] as number, 6);
  });

  it("averages read-across in at each assay's weight, asking for it only where it weighs", () => {
    const withReadAcross: TreesFile = {
      ...file(0),
      assays: [
        { assay: 'A', weight: 0, trees: null, readAcross: 0.3 },
        { assay: 'B', weight: 0, trees: null, readAcross: 0 },
      ],
      readAcross: { neighbours: 5, power: 3, records: [0, 1] },
    };
    const loaded = AssayTrees.fromFile(withReadAcross, assays);
    const asked: number[] = [];
    const readAcross = (a: number) => {
      asked.push(a);
      return 1;
    };
    const scored = loaded.combine([0.2, 0.4], x, 0, readAcross);
    expect(scored[0]).toBeCloseTo(0.7 * 0.2 + 0.3 * 1, 6);
    expect(scored[1]).toBeCloseTo(0.4, 6);
    expect(asked).toEqual([0]);
    expect(loaded.readAcross?.neighbours).toBe(5);
    expect(() => loaded.combine([0.2, 0.4], x)).toThrow(/needs read-across/);
    // A file from before read-across scores as before.
    expect(AssayTrees.fromFile(file(0), assays).combine([0.2, 0.4], x)[0]).toBeCloseTo(0.2, 6);
    expect(() => AssayTrees.fromFile({ ...withReadAcross, readAcross: undefined }, assays)).toThrow(
      /without a read-across setting/,
    );
  });

  it('refuses a file of other assays, other features or a weight without trees', () => {
    expect(() => AssayTrees.fromFile(file(0.5), ['B', 'A'])).toThrow(/assays/);
    expect(() => AssayTrees.fromFile({ ...file(0.5), blocks: ['maccs'] }, assays)).toThrow(
      /read maccs/,
    );
    const noTrees = file(0.5);
    noTrees.assays[1] = { assay: 'B', weight: 0.5, trees: null };
    expect(() => AssayTrees.fromFile(noTrees, assays)).toThrow(/B: weight 0.5 but no trees/);
  });
});

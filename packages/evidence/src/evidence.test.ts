import { createRng } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import { ModelEvidence } from './evidence.ts';
import { fitEvidence } from './fit.ts';
import { measuredNeighbours, readAcross } from './read-across.ts';
import { moleculeSpace, outOfFoldSimilarity, peptideSpace } from './similarity.ts';

const rng = createRng(9);
const AA = 'ACDEFGHIKLMNPQRSTVWY';
const randomPeptide = (n: number) =>
  Array.from({ length: n }, () => AA[Math.floor(rng.next() * 20)]).join('');
const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

// 600 peptides of 8-30 residues, a value that grows with their lysine count, predictions off by
// noise; a derived class: positive when the value is at least 2.
const peptides = Array.from({ length: 600 }, (_, i) => randomPeptide(8 + (i % 23)));
const value = peptides.map((p) => [...p].filter((c) => c === 'K').length / 2);
const folds = Int32Array.from(peptides, (_, i) => i % 5);
const space = peptideSpace(peptides);
const similarity = outOfFoldSimilarity(space, folds);
const predicted = value.map((v) => v + 0.5 * normal());
const rows = peptides.map((_, i) => i);

const { file, summary } = fitEvidence({
  model: 'toy',
  space,
  records: { ids: peptides.map((_, i) => `p${i}`), inputs: peptides },
  heads: {
    value: { task: 'regression', measured: value },
    positive: {
      task: 'classification',
      measured: value,
      derived: { from: 'value', atOrAbove: 2, definition: 'value of 2 or more' },
    },
  },
  serve: { rows, similarity, predicted: { value: predicted } },
  validate: {
    check: {
      rows: rows.slice(0, 100),
      similarity: similarity.slice(0, 100),
      predicted: { value: predicted.map((v) => v + 0.5 * normal()).slice(0, 100) },
    },
  },
});
const evidence = ModelEvidence.fromJson(JSON.stringify(file));

describe('a peptide model’s evidence', () => {
  it('keeps the training lengths, every record and each head', () => {
    expect(file.lengthWindow).toEqual([8, 30]);
    expect(evidence.inLengthWindow(8)).toBe(true);
    expect(evidence.inLengthWindow(31)).toBe(false);
    expect([...evidence.heads.keys()]).toEqual(['value', 'positive']);
    expect(summary.heads.value?.interval?.validation?.n).toBe(100);
  });

  it('shows a training peptide as itself, with its measured value', () => {
    const nearest = evidence.head('value').nearest({ text: (peptides[3] as string).toLowerCase() });
    expect(nearest).toEqual({
      id: 'p3',
      input: peptides[3],
      similarity: 1,
      measured: value[3],
      identical: true,
    });
  });

  it('lists the records measured for a head with their values', () => {
    const { inputs, measured } = evidence.head('value').measuredRecords();
    expect(inputs).toEqual(peptides);
    expect(measured).toEqual(value);
  });

  it('finds the nearest measured peptide of a mutant, not identical', () => {
    const source = peptides[40] as string;
    const mutant = `${source.slice(0, 4)}W${source.slice(5)}`;
    const nearest = evidence.head('value').nearest({ text: mutant });
    expect(nearest?.id).toBe('p40');
    expect(nearest?.identical).toBe(mutant === source);
    expect(nearest?.similarity).toBeGreaterThan(0.8);
  });

  it('gives a regression its interval and the derived class the value’s side of the cut', () => {
    const head = evidence.head('value');
    const [lo, hi] = head.interval(3, 1);
    expect(hi - lo).toBeGreaterThan(1);
    expect(hi - lo).toBeLessThan(3);
    const positive = evidence.head('positive');
    for (const v of [0, 1.5, 1.99, 2, 2.01, 4]) {
      const p = positive.probability(v);
      expect(positive.classOf(v)).toBe(v >= 2 ? 1 : 0);
      expect(p >= (positive.threshold as number)).toBe(v >= 2);
    }
  });
});

describe('a molecule model’s evidence', () => {
  const fingerprint = (bits: number[]) => {
    const f = new Uint8Array(8);
    for (const b of bits) f[b >> 3] = (f[b >> 3] as number) | (1 << (b & 7));
    return f;
  };
  // Multi-task: the second record is not measured for 'b'.
  const fingerprints = [fingerprint([1, 2, 3]), fingerprint([1, 2, 40]), fingerprint([50, 60])];
  const labels = [1, 0, 0];
  const molecules = fitEvidence({
    model: 'mols',
    space: moleculeSpace(fingerprints, { radius: 2, nBits: 64 }),
    records: { ids: ['m1', 'm2', 'm3'], inputs: ['CCO', 'CCN', 'c1ccccc1'], fingerprints },
    heads: {
      a: { task: 'classification', measured: labels },
      b: { task: 'classification', measured: [1, null, 0] },
    },
    serve: {
      rows: [0, 1, 2],
      similarity: [0.5, 0.5, 0.1],
      predicted: { a: [0.8, 0.3, 0.2], b: [0.8, 0.3, 0.2] },
    },
  });
  const served = ModelEvidence.fromJson(JSON.stringify(molecules.file));

  it('reads its fingerprints back and finds the nearest molecule measured for each head', () => {
    expect(molecules.file.lengthWindow).toBeUndefined();
    const query = { text: 'CCN', fingerprint: fingerprint([1, 2, 40]) };
    expect(served.head('a').nearest(query)).toMatchObject({
      id: 'm2',
      identical: true,
      measured: 0,
    });
    // m2 has no measurement for b: the nearest measured is m1 (2 of 4 bits shared).
    expect(served.head('b').nearest(query)).toMatchObject({
      id: 'm1',
      similarity: 0.5,
      identical: false,
      measured: 1,
    });
  });

  it('lists the k nearest molecules measured for a head, by fingerprint, with their values', () => {
    const query = fingerprint([1, 2, 40]);
    // a: m2 (itself), then m1 (2 of 4 bits), then m3 (none).
    expect(served.head('a').neighbours(query, 2)).toEqual([
      { similarity: 1, measured: 0 },
      { similarity: 0.5, measured: 1 },
    ]);
    // b: m2 is not measured; m1 and m3 are.
    expect(served.head('b').neighbours(query, 5)).toEqual([
      { similarity: 0.5, measured: 1 },
      { similarity: 0, measured: 0 },
    ]);
    // Only among records 1 and 2 (m2, m3): m1 is passed over.
    expect(served.head('a').neighbours(query, 2, (record) => record > 0)).toEqual([
      { similarity: 1, measured: 0 },
      { similarity: 0, measured: 0 },
    ]);
  });

  it("finds read-across's neighbours among some rows only, with their values", () => {
    const values = [10, 20, 30];
    const among = measuredNeighbours(fingerprints, values, [0, 2]);
    // m2's own fingerprint: m1 (2 of 4 bits) is nearest of rows 0 and 2; m2 itself is not a row.
    expect(among(fingerprint([1, 2, 40]), 5)).toEqual([
      { similarity: 0.5, measured: 10 },
      { similarity: 0, measured: 30 },
    ]);
    expect(measuredNeighbours(fingerprints, values, [0, 1, 2])(fingerprint([1, 2, 40]), 1)).toEqual(
      [{ similarity: 1, measured: 20 }],
    );
  });

  it("reads across: the neighbours' values weighted by similarity to a power", () => {
    const near = [
      { similarity: 1, measured: 2 },
      { similarity: 0.5, measured: 4 },
    ];
    expect(readAcross(near, 0)).toBeCloseTo(3, 6);
    // 1 x 2 + 0.125 x 4 over 1.125
    expect(readAcross(near, 3)).toBeCloseTo(2.5 / 1.125, 6);
    // Neighbours sharing no bit still give their mean.
    const far = [
      { similarity: 0, measured: 1 },
      { similarity: 0, measured: 0 },
    ];
    expect(readAcross(far, 3)).toBeCloseTo(0.5, 6);
  });

  it('finds a training molecule as itself when another shares its fingerprint', () => {
    // m4 (a stereoisomer, say) has m1's fingerprint; each is its own nearest record.
    const shared = [...fingerprints, fingerprint([1, 2, 3])];
    const file = fitEvidence({
      model: 'stereo',
      space: moleculeSpace(shared, { radius: 2, nBits: 64 }),
      records: {
        ids: ['m1', 'm2', 'm3', 'm4'],
        inputs: ['C[C@H](N)O', 'CCN', 'c1ccccc1', 'C[C@@H](N)O'],
        fingerprints: shared,
      },
      heads: { a: { task: 'regression', measured: [1, 2, 3, 4] } },
      serve: { rows: [0, 1, 2, 3], similarity: [1, 0.5, 0.1, 1], predicted: { a: [1, 2, 3, 4] } },
    }).file;
    const head = ModelEvidence.fromJson(JSON.stringify(file)).head('a');
    const fp = fingerprint([1, 2, 3]);
    expect(head.nearest({ text: 'C[C@@H](N)O', fingerprint: fp })).toMatchObject({
      id: 'm4',
      identical: true,
      measured: 4,
    });
    expect(head.nearest({ text: 'C[C@H](N)O', fingerprint: fp })).toMatchObject({
      id: 'm1',
      identical: true,
      measured: 1,
    });
  });
});

import { fitEvidence, ModelEvidence, outOfFoldSimilarity, peptideSpace } from '@peptox/evidence';
import { createRng } from '@peptox/ml';
import { INVALID_CLASS, type ModelCard, operatingPointAt } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { classifierOutput, regressionOutput } from './outputs.ts';

// A toy peptide model: pMIC grows with the lysines; AMP when at least three of them.
const rng = createRng(3);
const AA = 'ACDEFGHIKLMNPQRSTVWY';
// 30 families of 10 peptides, each a parent with two substitutions: records are near one another.
const residue = () => AA[Math.floor(rng.next() * 20)] as string;
const parents = Array.from({ length: 30 }, (_, f) =>
  Array.from({ length: 10 + (f % 20) }, residue),
);
const peptides = Array.from({ length: 300 }, (_, i) => {
  const child = [...(parents[i % 30] as string[])];
  for (let k = 0; k < 2; k++) child[Math.floor(rng.next() * child.length)] = residue();
  return child.join('');
});
const lysines = (p: string) => [...p].filter((c) => c === 'K').length;
const pmic = peptides.map((p) => lysines(p) / 2);
const amp = peptides.map((p) => (lysines(p) >= 3 ? 1 : 0));
const space = peptideSpace(peptides);
const similarity = outOfFoldSimilarity(
  space,
  peptides.map((_, i) => i % 7), // a family's members fall in different folds
);
const rows = peptides.map((_, i) => i);
const { file, summary } = fitEvidence({
  model: 'toy',
  space,
  records: { ids: peptides.map((_, i) => `t${i}`), inputs: peptides },
  heads: {
    mic: { task: 'regression', measured: pmic },
    amp: { task: 'classification', measured: amp },
  },
  serve: {
    rows,
    similarity,
    predicted: {
      mic: pmic.map((v) => v + rng.next() - 0.5),
      amp: amp.map((v) => Math.min(1, Math.max(0, 0.7 * v + 0.3 * rng.next()))),
    },
  },
});
const evidence = new ModelEvidence(file);
const card = { name: 'toy', evidence: summary } as ModelCard;

const mic = regressionOutput({
  model: 'ec_mic',
  method: 'mic',
  subject: 'The E. coli MIC model',
  input: 'peptide',
  value: { key: 'ec_mic_um', label: 'E. coli MIC', unit: 'µM' },
  toValue: (y) => 10 ** -y,
  measuredLabel: 'Nearest measured E. coli MIC',
});
const ampOutput = classifierOutput({
  model: 'amp',
  method: 'amp',
  subject: 'The AMP model',
  input: 'peptide',
  probability: { key: 'amp_probability', label: 'AMP probability' },
  class: {
    key: 'amp_class',
    label: 'AMP class',
    classes: { positive: 'AMP', negative: 'Non-AMP' },
  },
  card,
  head: 'amp',
  measurement: 'labelled',
});

describe('a regression output', () => {
  it('has the value, its interval bounds right after it, then the evidence columns', () => {
    expect(mic.valueColumns.map((c) => c.key)).toEqual([
      'ec_mic_um',
      'ec_mic_um_low',
      'ec_mic_um_high',
    ]);
    expect(mic.valueColumns[0]?.interval).toEqual({
      low: 'ec_mic_um_low',
      high: 'ec_mic_um_high',
      level: 0.9,
    });
    expect(mic.evidenceColumns.map((c) => c.key)).toEqual([
      'ec_mic_um_measured',
      'ec_mic_nearest_id',
      'ec_mic_nearest_similarity',
      'ec_mic_nearest_measured',
      'ec_mic_nearest_input',
      'ec_mic_in_domain',
    ]);
  });

  it('gives the value within its interval, bounds in order after the decreasing map', () => {
    const query = `${peptides[0]?.slice(0, 5)}W${peptides[0]?.slice(6)}`;
    const { cells } = mic.cells(
      evidence,
      evidence.head('mic'),
      1,
      { text: query },
      { length: query.length },
    );
    expect(cells.ec_mic_um).toBe(0.1);
    expect(cells.ec_mic_um_low as number).toBeLessThan(0.1);
    expect(cells.ec_mic_um_high as number).toBeGreaterThan(0.1);
    expect(cells.ec_mic_nearest_id).toMatch(/^t\d+$/);
  });

  it('says so when the peptide is a training record, with its measured value', () => {
    const { cells, notes } = mic.cells(
      evidence,
      evidence.head('mic'),
      1,
      { text: peptides[7] as string },
      {
        length: (peptides[7] as string).length,
      },
    );
    expect(cells).toMatchObject({
      ec_mic_nearest_id: 't7',
      ec_mic_nearest_similarity: 1,
      ec_mic_in_domain: 1,
    });
    expect(cells.ec_mic_nearest_measured).toBe(Number((10 ** -(pmic[7] as number)).toPrecision(3)));
    // The row's own measured value, which pages lead with; the prediction stays beside it.
    expect(cells.ec_mic_um_measured).toBe(cells.ec_mic_nearest_measured);
    expect(cells.ec_mic_um).toBe(0.1);
    expect(notes).toEqual([
      `The E. coli MIC model: this peptide is in its training data (t7), measured ${cells.ec_mic_nearest_measured} µM.`,
    ]);
  });

  it('gives no value that does not apply, unless the model measured the peptide', () => {
    const why = 'it is called non-antimicrobial, and a MIC is measured on antimicrobial peptides.';
    const query = `${peptides[3]?.slice(0, 4)}W${peptides[3]?.slice(5)}`;
    const refused = mic.cells(
      evidence,
      evidence.head('mic'),
      1,
      { text: query },
      { length: query.length, notApplicable: why },
    );
    expect(refused.cells).toMatchObject({
      ec_mic_um: null,
      ec_mic_um_low: null,
      ec_mic_in_domain: 0,
    });
    expect(refused.cells.ec_mic_nearest_id).toMatch(/^t\d+$/);
    expect(refused.notes).toEqual([`The E. coli MIC model: ${why}`]);
    const measured = mic.cells(
      evidence,
      evidence.head('mic'),
      1,
      { text: peptides[3] as string },
      { length: (peptides[3] as string).length, notApplicable: why },
    );
    expect(measured.cells.ec_mic_um).toBe(0.1);
    expect(measured.cells.ec_mic_um_measured).toEqual(expect.any(Number));
    expect(measured.measured).toBe(pmic[3]);
  });

  it('gives no value outside the training lengths, and says why', () => {
    const { cells, notes } = mic.cells(
      evidence,
      evidence.head('mic'),
      1,
      { text: 'K' },
      { length: 1 },
    );
    expect(cells.ec_mic_um).toBeNull();
    expect(cells.ec_mic_um_low).toBeNull();
    expect(cells.ec_mic_nearest_id).toBeNull();
    expect(cells.ec_mic_in_domain).toBe(0);
    expect(notes).toEqual([
      'The E. coli MIC model learned from peptides of 10–29 residues and gives no value outside that length.',
    ]);
  });

  it('keeps the value of a dissimilar peptide and marks it outside the domain', () => {
    const far = 'WWWWWWWWWWWWWWWWWWWW';
    const { cells, notes } = mic.cells(
      evidence,
      evidence.head('mic'),
      1,
      { text: far },
      { length: far.length },
    );
    expect(cells.ec_mic_um).toBe(0.1);
    expect(cells.ec_mic_in_domain).toBe(0);
    expect(notes[0]).toContain('outside its applicability domain');
  });
});

describe('a classifier output', () => {
  const threshold = summary.heads.amp?.threshold?.value as number;

  it('carries the threshold and what it means on its class column', () => {
    const column = ampOutput.valueColumns[1];
    expect(column?.threshold).toBe(threshold);
    expect(column?.operatingPoints).toHaveLength(99);
    expect(column?.description).toMatch(
      /AMP at a calibrated probability of [\d.]+ or more: on records .* \(precision\), .* \(recall\)\.$/,
    );
  });

  it('states at its threshold the same precision and recall its slider reads there', () => {
    const stated = summary.heads.amp?.threshold;
    const column = ampOutput.valueColumns[1];
    const point = operatingPointAt(column?.operatingPoints, threshold);
    expect(point).toEqual({ threshold, precision: stated?.precision, recall: stated?.recall });
    const percent = (v: number | null | undefined) => `${Math.round((v ?? 0) * 100)} %`;
    expect(column?.description).toContain(`${percent(point?.precision)} of those called AMP`);
    expect(column?.description).toContain(`${percent(point?.recall)} of the AMP were called`);
  });

  it('gives a training record its labelled class, said as labelled', () => {
    const { cells, notes } = ampOutput.cells(
      evidence,
      evidence.head('amp'),
      0.5,
      { text: peptides[5] as string },
      { length: (peptides[5] as string).length },
    );
    expect(cells.amp_class_measured).toBe(amp[5]);
    expect(notes[0]).toContain(`labelled ${amp[5] === 1 ? 'AMP' : 'Non-AMP'}`);
    const own = ampOutput.evidenceColumns.find((c) => c.role === 'measured');
    expect(own).toMatchObject({
      key: 'amp_class_measured',
      measures: 'amp_class',
      measurement: 'labelled',
    });
  });

  it('calibrates the score and calls the class at the threshold', () => {
    const head = evidence.head('amp');
    for (const score of [0, 0.2, 0.5, 0.8, 1]) {
      const { cells } = ampOutput.cells(
        evidence,
        head,
        score,
        { text: 'KKKKLLLLKKLL' },
        { length: 12 },
      );
      expect(cells.amp_probability).toBeCloseTo(head.probability(score), 4);
      expect(cells.amp_class).toBe(head.probability(score) >= threshold ? 1 : 0);
    }
  });

  it('marks a peptide outside the training lengths invalid for the class', () => {
    const { cells } = ampOutput.cells(
      evidence,
      evidence.head('amp'),
      0.9,
      { text: 'KK' },
      { length: 2 },
    );
    expect(cells.amp_class).toBe(INVALID_CLASS);
    expect(cells.amp_probability).toBeNull();
  });
});

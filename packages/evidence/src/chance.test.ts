import { describe, expect, it } from 'vitest';
import { chanceAt, chanceSimilarity } from './chance.ts';
import { ModelEvidence } from './evidence.ts';
import { fitEvidence } from './fit.ts';
import { PeptideIndex } from './peptide-index.ts';
import { peptideSpace } from './similarity.ts';

const TRAINING = [
  'GIGKFLHSAKKFGKAFVGEIMNS',
  'KWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK',
  'GLFDIVKKVVGALGSL',
  'ILPWKWPWWPWRR',
  'FLPLIGRVLSGIL',
  'RRWCFRVCYRGFCYRKCR',
  'GIGAVLKVLTTGLPALISWIKRKRQQ',
  'KKLLKKLLKKLLKKL',
];

describe('the chance similarity', () => {
  const chance = chanceSimilarity(new PeptideIndex(TRAINING), [5, 40], { samples: 200, seed: 3 });

  it('spans the length window and never rises with length', () => {
    const lengths = chance.points.map((p) => p.length);
    expect(lengths[0]).toBe(5);
    expect(lengths.at(-1)).toBe(40);
    for (let i = 1; i < chance.points.length; i++) {
      expect(chance.points[i]?.similarity).toBeLessThanOrEqual(
        chance.points[i - 1]?.similarity ?? 0,
      );
    }
    // A short random sequence finds a short match far more easily than a long one.
    expect(chanceAt(chance, 5)).toBeGreaterThan(chanceAt(chance, 40));
  });

  it('interpolates between measured lengths and is flat beyond them', () => {
    const [a, b] = chance.points.filter((p) => p.length === 10 || p.length === 12);
    expect(chanceAt(chance, 11)).toBeCloseTo(((a?.similarity ?? 0) + (b?.similarity ?? 0)) / 2, 10);
    expect(chanceAt(chance, 2)).toBe(chance.points[0]?.similarity);
    expect(chanceAt(chance, 500)).toBe(chance.points.at(-1)?.similarity);
  });

  it('keeps about the level of random sequences below it', () => {
    const index = new PeptideIndex(TRAINING);
    const random = chanceSimilarity(index, [20, 20], { samples: 400, seed: 11, level: 0.8 });
    const again = chanceSimilarity(index, [20, 20], { samples: 400, seed: 12, level: 0.8 });
    // Two independent draws of the 80 % level agree within sampling noise.
    expect(
      Math.abs((random.points[0]?.similarity ?? 0) - (again.points[0]?.similarity ?? 0)),
    ).toBeLessThan(0.06);
  });
});

describe("a peptide model's domain", () => {
  it('puts a peptide no more similar than chance outside, whatever the cut-off', () => {
    const records = { ids: TRAINING.map((_, i) => `p${i}`), inputs: TRAINING };
    const measured = TRAINING.map((s) => s.length / 10);
    const rows = TRAINING.map((_, i) => i);
    const { file, summary } = fitEvidence({
      model: 'toy',
      space: peptideSpace(TRAINING),
      records,
      heads: { value: { task: 'regression', measured } },
      serve: {
        rows,
        similarity: rows.map(() => 0.1),
        predicted: { value: measured.map((v, i) => v + (i % 2 ? 0.3 : -0.3)) },
      },
    });
    expect(file.chance?.points.length).toBeGreaterThan(2);
    expect(summary.chance).toEqual(file.chance);
    const evidence = new ModelEvidence(file);
    const head = evidence.head('value');
    const floor = chanceAt(file.chance as NonNullable<typeof file.chance>, 5);
    expect(floor).toBeGreaterThan(head.cutoff);
    // A 5-mer as similar as the cut-off, but not above chance, is outside; above chance, inside.
    expect(head.inDomain(head.cutoff, 5)).toBe(false);
    expect(head.inDomain(Math.min(1, floor + 0.01), 5)).toBe(true);
    expect(head.inDomain(head.cutoff)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  randomPeptideFigures,
  randomPeptides,
  spellingFigures,
  trainingMolecules,
} from './agreement.ts';
import { readyPredictor } from './index.ts';

const ready = async (tool: string) => {
  const predictor = await readyPredictor(tool);
  if (!predictor) throw new Error(`no predictor for ${tool}`);
  return predictor;
};

describe('numbers that apply where they are given', () => {
  it('gives random peptides no MIC or selectivity index that reads as an antimicrobial one', async () => {
    const profile = await ready('profile');
    const figures = await randomPeptideFigures(profile, randomPeptides(150, 7));
    expect(figures.n).toBe(150);
    // Models trained on measured active peptides: at most a fifth of random peptides inside.
    for (const model of ['ec_mic', 'sa_mic', 'hc50']) {
      expect(figures.inside[model], model).toBeLessThanOrEqual(0.2);
    }
    expect(figures.potentEColiInside).toBeLessThanOrEqual(0.02);
    expect(figures.calledNonAmp).toBeGreaterThan(100);
    expect(figures.selectivityForNonAmp).toBe(0);
  }, 120_000);

  it('leads with the measured value of a training molecule, however its SMILES is spelled', async () => {
    for (const [tool, pkg, model] of [
      ['bestox', '@peptox/predictor-bestox', 'bestox'],
      ['ssl-gcn', '@peptox/predictor-ssl-gcn', 'ssl-gcn'],
    ] as const) {
      const predictor = await ready(tool);
      const figures = await spellingFigures(predictor, trainingMolecules(pkg, model), 8, 11);
      expect(figures.respelled, tool).toBeGreaterThanOrEqual(6);
      expect(figures.missed, tool).toEqual([]);
    }
  }, 120_000);

  it('draws random peptides of the lengths asked, reproducibly', () => {
    const a = randomPeptides(50, 3, [12, 14]);
    expect(a.every((p) => p.text.length >= 12 && p.text.length <= 14)).toBe(true);
    expect(randomPeptides(50, 3, [12, 14])).toEqual(a);
    expect(new Set(a.map((p) => p.text)).size).toBe(50);
  });
});

// The tests every compound regression predictor runs on its committed model (imported by the
// predictor packages' test files; vitest only).
import { readFileSync } from 'node:fs';
import type { ToolPredictor } from '@peptox/predictor-kit';
import type { ResultRow } from '@peptox/tool-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompoundRegressorSpec } from './predictor.ts';

export interface CommittedModelCheck {
  predictor: ToolPredictor;
  files: CompoundRegressorSpec['files'];
  /** Column keys of the target (-log10 mol) and the dose (mg). */
  target: string;
  dose: string;
  category: (dose: number) => string;
  /** A molecule written two ways, its canonical SMILES and its molecular weight worked by hand. */
  molecule: { smiles: string; otherSpelling: string; canonical: string; molecularWeight: number };
}

export function describeCommittedModel(check: CommittedModelCheck): void {
  const { predictor, target, dose } = check;
  const modelFile = JSON.parse(readFileSync(check.files.model, 'utf8')) as {
    meta: { reference: { smiles: string; prediction: number }[] };
  };
  const { reference } = modelFile.meta;
  const { threshold } = JSON.parse(readFileSync(check.files.domain, 'utf8')) as {
    threshold: number;
  };
  const predict = (...smiles: string[]): Promise<ResultRow[]> =>
    predictor.predict(
      smiles.map((text, i) => ({ id: `m${i + 1}`, text })),
      predictor.methods.map((m) => m.id),
    );

  describe(`the committed ${predictor.name} model`, () => {
    beforeAll(async () => {
      await predictor.init();
    });

    it('loads and predicts the reference molecules of the training run as the run did', async () => {
      expect(reference.length).toBeGreaterThanOrEqual(5);
      const rows = await predict(...reference.map((r) => r.smiles));
      rows.forEach((row, i) => {
        const expected = reference[i] as { smiles: string; prediction: number };
        expect(row[target]).toBe(Math.round(expected.prediction * 1e3) / 1e3);
        // A training molecule is its own nearest neighbour.
        expect(row).toMatchObject({
          max_similarity: 1,
          in_domain: 1,
          nearest_smiles: expected.smiles,
        });
      });
    });

    it('gives the dose from the molecular weight, its GHS category, and one value per molecule', async () => {
      const { molecule } = check;
      const [row, other] = await predict(molecule.smiles, molecule.otherSpelling);
      const value = row?.[target] as number;
      // -log10(mol per kg or L) -> mg: 10^-y x g/mol x 1000.
      const expected = 10 ** -value * molecule.molecularWeight * 1000;
      expect(Math.abs((row?.[dose] as number) / expected - 1)).toBeLessThan(0.006);
      expect(row?.ghs_category).toBe(check.category(row?.[dose] as number));
      expect(other?.[target]).toBe(value);
      expect(row?.canonical_smiles).toBe(molecule.canonical);
    });

    it('flags a molecule unlike any training molecule as outside the domain, and keeps bad SMILES', async () => {
      const [uranium, bad] = await predict('F[U](F)(F)(F)(F)F', 'C1CC');
      expect(uranium?.in_domain).toBe(0);
      expect(uranium?.max_similarity).toBeLessThan(threshold);
      expect(uranium?.note).toMatch(/^Outside the applicability domain/);
      expect(bad).toMatchObject({ id: 'm2', smiles: 'C1CC', [target]: null, in_domain: null });
      expect(bad?.note).toMatch(/could not be read: ring bond 1/);
    });
  });
}

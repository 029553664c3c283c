// The tests every compound regression predictor runs on its committed model (imported by the
// predictor packages' test files; vitest only).
import { readFileSync } from 'node:fs';
import type { EvidenceFile } from '@peptox/evidence';
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
  /** An organic molecule below the model's measured similarity cut-off. */
  unlike: string;
}

const round3 = (v: number) => Math.round(v * 1e3) / 1e3;

export function describeCommittedModel(check: CommittedModelCheck): void {
  const { predictor, target, dose } = check;
  const method = predictor.methods[0]?.id as string;
  const modelFile = JSON.parse(readFileSync(check.files.model, 'utf8')) as {
    meta: { name: string; reference: { smiles: string; prediction: number }[] };
  };
  const { reference } = modelFile.meta;
  const evidence = JSON.parse(
    readFileSync(new URL(check.files.model.href.replace(/\.json$/, '.evidence.json')), 'utf8'),
  ) as EvidenceFile;
  const head = evidence.heads[modelFile.meta.name];
  const measuredOf = (smiles: string) => {
    const i = evidence.records.inputs.indexOf(smiles);
    return { id: evidence.records.ids[i], measured: head?.measured[i] };
  };
  const predict = (...smiles: string[]): Promise<ResultRow[]> =>
    predictor.predict(
      smiles.map((text, i) => ({ id: `m${i + 1}`, text })),
      predictor.methods.map((m) => m.id),
    );
  const col = (suffix: string) => `${method}_${suffix}`;

  describe(`the committed ${predictor.name} model`, () => {
    beforeAll(async () => {
      await predictor.init();
    });

    it('loads and predicts the reference molecules of the training run as the run did', async () => {
      expect(reference.length).toBeGreaterThanOrEqual(5);
      const rows = await predict(...reference.map((r) => r.smiles));
      rows.forEach((row, i) => {
        const expected = reference[i] as { smiles: string; prediction: number };
        expect(row[target]).toBe(round3(expected.prediction));
      });
    });

    it('shows a training molecule its own measured value and name, as the nearest record', async () => {
      const rows = await predict(...reference.map((r) => r.smiles));
      rows.forEach((row, i) => {
        const smiles = (reference[i] as { smiles: string }).smiles;
        const { id, measured } = measuredOf(smiles);
        expect(typeof measured).toBe('number');
        expect(row).toMatchObject({
          [col('nearest_id')]: id,
          [col('nearest_similarity')]: 1,
          [col('nearest_measured')]: round3(measured as number),
          [col('nearest_input')]: smiles,
        });
        expect(row.note).toContain(`this molecule is in its training data (${id}), measured`);
        // The row leads with that measurement (and its dose and category follow it).
        expect(row[`${target}_measured`]).toEqual(expect.any(Number));
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

    it('puts a 90 % interval around the value and the dose, the dose interval reversed', async () => {
      const [row] = await predict(check.molecule.smiles);
      const [low, value, high] = [`${target}_low`, target, `${target}_high`].map(
        (k) => row?.[k] as number,
      );
      expect(low).toBeLessThan(value as number);
      expect(high).toBeGreaterThan(value as number);
      // A higher -log10(dose) is a smaller dose: the target's high end is the dose's low end.
      const toDose = (y: number) => 10 ** -y * check.molecule.molecularWeight * 1000;
      expect(row?.[`${dose}_low`]).toBe(Number(toDose(high as number).toPrecision(3)));
      expect(row?.[`${dose}_high`]).toBe(Number(toDose(low as number).toPrecision(3)));
    });

    it('says a molecule unlike the training set, a salt and a metal complex are outside, and keeps bad SMILES', async () => {
      const [unlike, salt, uranium, bad] = await predict(
        check.unlike,
        '[Na+].[Cl-]',
        'F[U](F)(F)(F)(F)F',
        'C1CC',
      );
      expect(head?.cutoff).toBeGreaterThan(0);
      expect(unlike?.[col('nearest_similarity')]).toBeLessThan(head?.cutoff as number);
      expect(unlike?.[col('in_domain')]).toBe(0);
      expect(unlike?.[target]).toEqual(expect.any(Number));
      expect(unlike?.note).toMatch(/outside its applicability domain/);
      expect(salt?.[col('in_domain')]).toBe(0);
      expect(salt?.note).toMatch(/2 separate molecules \(a salt or a mixture\)/);
      expect(uranium?.[col('in_domain')]).toBe(0);
      expect(uranium?.note).toMatch(/holds U, a metal complex/);
      expect(bad).toMatchObject({ id: 'm4', smiles: 'C1CC', [target]: null });
      expect(bad?.[col('in_domain')]).toBeNull();
      expect(bad?.note).toMatch(/could not be read: ring bond 1/);
    });

    it("names the model file's version for the job's record", () => {
      const [version] = predictor.modelVersions?.([method]) ?? [];
      expect(version).toMatchObject({
        model: modelFile.meta.name,
        method,
        version: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
    });
  });
}

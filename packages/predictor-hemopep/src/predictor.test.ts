import { randomPeptides, scoreSequences } from '@peptox/peptide-features';
import { cardThreshold, loadModelFile } from '@peptox/predictor-kit';
import { INVALID_CLASS } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { HC50_FEATURE_SET } from './features.ts';
import { HC50_MODEL, hemopep } from './predictor.ts';

const loadHc50Model = () => loadModelFile(HC50_MODEL.url, HC50_FEATURE_SET.block.size, 'train');

const MELITTIN = 'GIGAVLKVLTTGLPALISWIKRKRQQ'; // strongly hemolytic (HC50 of a few µM)
const BUFORIN_II = 'TRSSRAGLQFPVGRVHRLLRK'; // antimicrobial, reported not hemolytic
const GLUCAGON = 'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT';

describe('HemoPep with the committed model', () => {
  it('reads the feature set it was trained on and scores the reference peptides as the training run did', () => {
    const { model, meta } = loadHc50Model();
    expect(meta.featureSet).toBe(HC50_FEATURE_SET.name);
    const { sequences, scores } = meta.reference as { sequences: string[]; scores: number[] };
    expect(scoreSequences(HC50_FEATURE_SET.block, model, sequences)).toEqual(scores);
  });

  it('ranks melittin as far more hemolytic than buforin II and glucagon', async () => {
    const [melittin, buforin, glucagon] = await hemopep.predict(
      [
        { id: 'melittin', text: MELITTIN },
        { id: 'buforin', text: BUFORIN_II },
        { id: 'glucagon', text: GLUCAGON },
      ],
      ['hc50'],
    );
    expect(melittin?.hemolytic_class).toBe(1);
    expect(melittin?.hc50_um as number).toBeLessThan(30);
    expect(melittin?.hc50_um as number).toBeLessThan((buforin?.hc50_um as number) / 3);
    // Glucagon is unlike the peptides whose HC50 was measured (mostly antimicrobial): the model
    // ranks it well below melittin, but its value is an extrapolation.
    expect(melittin?.hc50_um as number).toBeLessThan((glucagon?.hc50_um as number) / 3);
    expect(buforin?.hemolytic_probability as number).toBeLessThan(
      melittin?.hemolytic_probability as number,
    );
  });

  it('never lets the class, the probability and the HC50 of a row disagree', async () => {
    const rows = await hemopep.predict(
      randomPeptides(2000, [5, 60], 7).map((text, i) => ({ id: `r${i}`, text })),
      ['hc50'],
    );
    const { value: threshold } = cardThreshold(hemopep.modelCards[0] as never, 'hemolytic');
    const classes = new Set<number>();
    for (const row of rows) {
      if (row.hc50_um === null) continue; // outside the training lengths
      const hemolytic = (row.hc50_um as number) <= 100 ? 1 : 0;
      expect(row.hemolytic_class).toBe(hemolytic);
      // The calibrated probability is monotone in the HC50: the stated threshold splits the same.
      if (Math.abs((row.hemolytic_probability as number) - threshold) > 1e-3) {
        expect((row.hemolytic_probability as number) >= threshold ? 1 : 0).toBe(hemolytic);
      }
      classes.add(hemolytic);
    }
    expect(classes).toEqual(new Set([0, 1])); // both sides of the threshold were met
  }, 60_000);

  it('keeps rows it cannot score, and fills nothing without its method', async () => {
    const rows = await hemopep.predict(
      [
        { id: 'odd', text: 'GIGAVLKZ' },
        { id: 'mel', text: MELITTIN },
      ],
      ['hc50'],
    );
    expect(rows[0]).toMatchObject({ hc50_um: null, hemolytic_class: INVALID_CLASS });
    expect(rows[0]?.note).toContain('Z (E or Q)');
    expect(rows[1]?.hc50_um).toBeGreaterThan(0);
    const [none] = await hemopep.predict([{ id: 'mel', text: MELITTIN }], []);
    expect(none).toMatchObject({ hc50_um: null, hemolytic_probability: null, note: null });
    await expect(hemopep.predict([], ['hemolytic'])).rejects.toThrow(/no method 'hemolytic'/);
  });

  it('serves its card with the class figures and clean leakage checks, and its columns in the CLI order', async () => {
    await hemopep.init();
    await hemopep.warmUp();
    const [card] = hemopep.modelCards;
    expect(card?.method).toBe('hc50');
    expect(card?.metrics['hemolytic.crossValidation10Fold']?.rocAuc).toBeGreaterThan(0.6);
    expect(card?.metrics['hemoPI1.notInTraining']?.n).toBeGreaterThan(100);
    for (const check of ['leakage.validation', 'leakage.crossValidation10Fold']) {
      expect(card?.metrics[check]).toMatchObject({ identical: 0, nearIdentical: 0 });
    }
    expect(hemopep.cliColumns).toEqual([
      'id',
      'sequence',
      'hc50_um',
      'hc50_um_low',
      'hc50_um_high',
      'hemolytic_probability',
      'hemolytic_class',
      'hc50_um_measured',
      'hc50_nearest_id',
      'hc50_nearest_similarity',
      'hc50_nearest_measured',
      'hc50_in_domain',
      'hemolytic_class_measured',
      'note',
    ]);
    // The card carries the evidence the rows use: a 90 % interval's coverage, a real cut-off.
    const heads = card?.evidence?.heads;
    expect(heads?.hc50?.domain.cutoff).toBeGreaterThan(0);
    expect(heads?.hemolytic?.threshold?.value).toBeGreaterThan(0);
  });

  it('gives a value with its interval and nearest measured peptide, and none outside the training lengths', async () => {
    const [melittin, one, huge] = await hemopep.predict(
      [
        { id: 'mel', text: MELITTIN },
        { id: 'one', text: 'K' },
        { id: 'huge', text: 'GIGAVLKVLT'.repeat(500) },
      ],
      ['hc50'],
    );
    const value = melittin?.hc50_um as number;
    expect(melittin?.hc50_um_low as number).toBeLessThanOrEqual(value);
    expect(melittin?.hc50_um_high as number).toBeGreaterThanOrEqual(value);
    expect(melittin?.hc50_nearest_similarity as number).toBeGreaterThan(0.9);
    expect(melittin?.hc50_nearest_measured as number).toBeGreaterThan(0);
    for (const row of [one, huge]) {
      expect(row).toMatchObject({ hc50_um: null, hc50_um_low: null, hemolytic_probability: null });
      expect(row?.hc50_in_domain).toBe(0);
      expect(row?.note).toMatch(/The HC50 model learned from peptides of \d+–\d+ residues/);
    }
  });

  it('says when the peptide is a training record, with its measured HC50', async () => {
    // The first record of hemolysis/hd50.csv (HD50 6 µM).
    const known = 'RVKRVWPLVIRTVIAGYNLYRAIKKK';
    const [row] = await hemopep.predict([{ id: 'known', text: known }], ['hc50']);
    expect(row?.hc50_nearest_similarity).toBe(1);
    expect(row?.note).toMatch(
      /this peptide is in its training data \(HC50 set .*\), measured 6 µM/,
    );
    // The row's own measured value, and its class read off that value (HC50 <= 100 µM).
    expect(row).toMatchObject({ hc50_um_measured: 6, hemolytic_class_measured: 1 });
  });
});

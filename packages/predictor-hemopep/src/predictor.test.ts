import { scoreSequences } from '@peptox/peptide-features';
import { loadModelFile } from '@peptox/predictor-kit';
import { INVALID_CLASS } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { HEMOPEP_FEATURES } from './features.ts';
import { hemopep } from './predictor.ts';

const MELITTIN = 'GIGAVLKVLTTGLPALISWIKRKRQQ'; // strongly hemolytic (HC50 of a few µM)
const BUFORIN_II = 'TRSSRAGLQFPVGRVHRLLRK'; // antimicrobial, reported not hemolytic
const GLUCAGON = 'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT';

describe('HemoPep with the committed models', () => {
  it('scores the reference peptides as each training run did', () => {
    for (const name of ['hc50', 'hemolytic']) {
      const { model, meta } = loadModelFile(
        new URL(`../models/${name}.json`, import.meta.url),
        HEMOPEP_FEATURES.size,
        'train',
      );
      const { sequences, scores } = meta.reference as { sequences: string[]; scores: number[] };
      expect(scoreSequences(HEMOPEP_FEATURES, model, sequences), name).toEqual(scores);
    }
  });

  it('ranks melittin as far more hemolytic than buforin II and glucagon', async () => {
    const [melittin, buforin, glucagon] = await hemopep.predict(
      [
        { id: 'melittin', text: MELITTIN },
        { id: 'buforin', text: BUFORIN_II },
        { id: 'glucagon', text: GLUCAGON },
      ],
      ['hc50', 'hemolytic'],
    );
    expect(melittin?.hemolytic_class).toBe(1);
    expect(melittin?.hc50_um as number).toBeLessThan(30);
    expect(melittin?.hc50_um as number).toBeLessThan((buforin?.hc50_um as number) / 3);
    expect(glucagon?.hemolytic_class).toBe(0);
    expect(buforin?.hemolytic_probability as number).toBeLessThan(
      melittin?.hemolytic_probability as number,
    );
  });

  it('keeps rows it cannot score, fills only the methods asked for', async () => {
    const rows = await hemopep.predict(
      [
        { id: 'odd', text: 'GIGAVLKZ' },
        { id: 'mel', text: MELITTIN },
      ],
      ['hemolytic'],
    );
    expect(rows[0]).toMatchObject({ hc50_um: null, hemolytic_class: INVALID_CLASS });
    expect(rows[0]?.note).toContain('Z (E or Q)');
    expect(rows[1]?.hc50_um).toBeNull();
    expect(rows[1]?.hemolytic_probability).toBeTypeOf('number');
    const [hc50Only] = await hemopep.predict([{ id: 'mel', text: MELITTIN }], ['hc50']);
    expect(hc50Only?.hemolytic_class).toBeNull();
    expect(hc50Only?.hc50_um).toBeGreaterThan(0);
    await expect(hemopep.predict([], ['hc5'])).rejects.toThrow(/no method 'hc5'/);
  });

  it('serves both cards, and its columns in the CLI order', async () => {
    await hemopep.init();
    await hemopep.warmUp();
    expect(hemopep.modelCards.map((c) => [c.name, c.method])).toEqual([
      ['hc50', 'hc50'],
      ['hemolytic', 'hemolytic'],
    ]);
    expect(hemopep.modelCards[0]?.metrics.validation?.pearson).toBeGreaterThan(0.2);
    expect(hemopep.columns.map((c) => c.key)).toEqual([
      'id',
      'sequence',
      'hc50_um',
      'hemolytic_probability',
      'hemolytic_class',
      'note',
    ]);
  });
});

import { scoreSequences } from '@peptox/peptide-features';
import { loadModelFile } from '@peptox/predictor-kit';
import { INVALID_CLASS } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { ACPEP_FEATURES } from './features.ts';
import { acpep } from './predictor.ts';

// Reported active against cancer cells (APD3 / the ACP literature) ...
const ACPS = {
  kla: 'KLAKLAKKLAKLAK',
  lactoferricinB: 'FKCRRWQWRMKKLGAPSITCVRRAF',
  aurein12: 'GLFDIIKKIAESF',
  melittin: 'GIGAVLKVLTTGLPALISWIKRKRQQ',
};
// ... and hormones and a protein fragment that are not anticancer peptides.
const NON_ACPS = {
  glucagon: 'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT',
  insulinB: 'FVNQHLCGSHLVEALYLVCGERGFFYTPKT',
  ubiquitin: 'MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQ',
};

const records = (named: Record<string, string>) =>
  Object.entries(named).map(([id, text]) => ({ id, text }));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('ACPep with the committed model', () => {
  it('scores the reference peptides as the training run did', () => {
    const { model, meta } = loadModelFile(
      new URL('../models/acpep.json', import.meta.url),
      ACPEP_FEATURES.size,
      'train',
    );
    const { sequences, scores } = meta.reference as { sequences: string[]; scores: number[] };
    expect(scoreSequences(ACPEP_FEATURES, model, sequences)).toEqual(scores);
  });

  it('scores known anticancer peptides above hormones and a protein fragment', async () => {
    const score = async (named: Record<string, string>) =>
      (await acpep.predict(records(named), ['acpep'])).map((r) => r.acpep_probability as number);
    const acps = await score(ACPS);
    const others = await score(NON_ACPS);
    expect(mean(acps)).toBeGreaterThan(mean(others) + 0.2);
    expect(Math.max(...others)).toBeLessThan(0.5);
  });

  it('keeps every row in order; a sequence it cannot score is class -1 with the reason', async () => {
    const rows = await acpep.predict(
      [
        { id: 'kla', text: ACPS.kla },
        { id: 'odd', text: 'KLAKBK' },
        { id: 'lower', text: 'klaklakklaklak' },
      ],
      ['acpep'],
    );
    expect(rows.map((r) => r.id)).toEqual(['kla', 'odd', 'lower']);
    expect(rows[1]).toMatchObject({ acpep_probability: null, acpep_class: INVALID_CLASS });
    expect(rows[1]?.note).toContain('B (D or N)');
    // Lower case is read as the same peptide, and the row keeps the text as given.
    expect(rows[2]?.acpep_probability).toBe(rows[0]?.acpep_probability);
    expect(rows[2]?.sequence).toBe('klaklakklaklak');
  });

  it('notes a length outside the training range, and fills nothing without its method', async () => {
    const [long] = await acpep.predict([{ id: 'long', text: 'A'.repeat(150) }], ['acpep']);
    expect(long?.note).toMatch(
      /ACPep learned from peptides of \d+–\d+ residues; outside that length/,
    );
    const [none] = await acpep.predict([{ id: 'x', text: ACPS.kla }], []);
    expect(none?.acpep_probability).toBeNull();
    await expect(acpep.predict([], ['nope'])).rejects.toThrow(/no method 'nope'/);
  });

  it("serves its card with each benchmark's own figures", async () => {
    await acpep.init();
    await acpep.warmUp();
    const [card] = acpep.modelCards;
    expect(card?.method).toBe('acpep');
    for (const benchmark of ['anticp', 'mlacp', 'iacp']) {
      expect(card?.metrics[`validation.${benchmark}`]?.rocAuc).toBeGreaterThan(0.5);
      expect(card?.metrics[`crossValidation10Fold.${benchmark}`]?.n).toBeGreaterThan(100);
    }
    const keys = acpep.columns.map((c) => c.key);
    expect(keys).toEqual(['id', 'sequence', 'acpep_probability', 'acpep_class', 'note']);
  });
});

import { scoreSequences } from '@peptox/peptide-features';
import { loadModelFile } from '@peptox/predictor-kit';
import { INVALID_CLASS } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { ACPEP_FEATURE_SET, ACPEP_VS_AMP_FEATURE_SET } from './features.ts';
import { ACPEP_MODELS, acpep } from './predictor.ts';

const loadAcpepModel = (method: keyof typeof ACPEP_MODELS) =>
  loadModelFile(ACPEP_MODELS[method].url, ACPEP_MODELS[method].features.size, 'train');

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

describe('ACPep with the committed models', () => {
  it('each model reads the feature set it was trained on and scores the reference peptides as the training run did', () => {
    for (const method of ['acpep', 'acpep_vs_amp'] as const) {
      const block = ACPEP_MODELS[method].features;
      const { model, meta } = loadAcpepModel(method);
      expect(meta.featureSet, method).toBe(
        method === 'acpep' ? ACPEP_FEATURE_SET.name : ACPEP_VS_AMP_FEATURE_SET.name,
      );
      const { sequences, scores } = meta.reference as { sequences: string[]; scores: number[] };
      expect(scoreSequences(block, model, sequences), method).toEqual(scores);
    }
  });

  it('scores known anticancer peptides above hormones and a protein fragment', async () => {
    const score = async (named: Record<string, string>) =>
      (await acpep.predict(records(named), ['acpep'])).map((r) => r.acpep_probability as number);
    const acps = await score(ACPS);
    const others = await score(NON_ACPS);
    expect(mean(acps)).toBeGreaterThan(mean(others) + 0.2);
    expect(Math.max(...others)).toBeLessThan(0.5);
  });

  it('among antimicrobial peptides, scores the anticancer ones above those reported antimicrobial only', async () => {
    const score = async (named: Record<string, string>) =>
      (await acpep.predict(records(named), ['acpep_vs_amp'])).map(
        (r) => r.acpep_vs_amp_probability as number,
      );
    const anticancer = await score({
      kla: ACPS.kla,
      aurein12: ACPS.aurein12,
      melittin: ACPS.melittin,
      magainin2: 'GIGKFLHSAKKFGKAFVGEIMNS',
    });
    // Antimicrobial peptides with no anticancer activity in the training sets.
    const antimicrobialOnly = await score({
      indolicidin: 'ILPWKWPWWPWRR',
      bac2a: 'RLARIVVIRVAR',
      protegrin1: 'RGGRLCYCRRRFCVCVGR',
    });
    expect(mean(anticancer)).toBeGreaterThan(mean(antimicrobialOnly) + 0.3);
  });

  it('keeps every row in order; a sequence it cannot score is class -1 with the reason', async () => {
    const rows = await acpep.predict(
      [
        { id: 'kla', text: ACPS.kla },
        { id: 'odd', text: 'KLAKBK' },
        { id: 'lower', text: 'klaklakklaklak' },
      ],
      ['acpep', 'acpep_vs_amp'],
    );
    expect(rows.map((r) => r.id)).toEqual(['kla', 'odd', 'lower']);
    expect(rows[1]).toMatchObject({
      acpep_probability: null,
      acpep_class: INVALID_CLASS,
      acpep_vs_amp_probability: null,
      acpep_vs_amp_class: INVALID_CLASS,
    });
    expect(rows[1]?.note).toContain('B (D or N)');
    // Lower case is read as the same peptide, and the row keeps the text as given.
    expect(rows[2]?.acpep_probability).toBe(rows[0]?.acpep_probability);
    expect(rows[2]?.acpep_vs_amp_probability).toBe(rows[0]?.acpep_vs_amp_probability);
    expect(rows[2]?.sequence).toBe('klaklakklaklak');
  });

  it('runs each method alone as it runs beside the other', async () => {
    const input = records({ ...ACPS, ...NON_ACPS });
    const both = await acpep.predict(input, ['acpep', 'acpep_vs_amp']);
    const alone = await acpep.predict(input, ['acpep_vs_amp']);
    expect(alone.map((r) => r.acpep_vs_amp_probability)).toEqual(
      both.map((r) => r.acpep_vs_amp_probability),
    );
    expect(alone.every((r) => r.acpep_probability === null)).toBe(true);
  });

  it('gives no value outside the training lengths, with the reason, and fills nothing without its method', async () => {
    const [long] = await acpep.predict(
      [{ id: 'long', text: 'A'.repeat(5000) }],
      ['acpep', 'acpep_vs_amp'],
    );
    expect(long).toMatchObject({
      acpep_probability: null,
      acpep_class: INVALID_CLASS,
      acpep_in_domain: 0,
      acpep_vs_amp_probability: null,
      acpep_vs_amp_class: INVALID_CLASS,
      acpep_vs_amp_in_domain: 0,
    });
    expect(long?.note).toMatch(
      /ACPep learned from peptides of \d+–\d+ residues and gives no value outside that length.*ACPep among AMPs learned from peptides of \d+–\d+ residues/,
    );
    const [none] = await acpep.predict([{ id: 'x', text: ACPS.kla }], []);
    expect(none?.acpep_probability).toBeNull();
    await expect(acpep.predict([], ['nope'])).rejects.toThrow(/no method 'nope'/);
  });

  it("serves both cards with each source's own figures and clean leakage checks", async () => {
    await acpep.init();
    await acpep.warmUp();
    const [any, amongAmps] = acpep.modelCards;
    expect([any?.method, amongAmps?.method]).toEqual(['acpep', 'acpep_vs_amp']);
    for (const source of ['anticp2Alternate', 'anticp', 'mlacp', 'iacp']) {
      expect(any?.metrics[`validation.${source}`]?.rocAuc).toBeGreaterThan(0.5);
      expect(any?.metrics[`crossValidation10Fold.${source}`]?.n).toBeGreaterThan(100);
    }
    expect(amongAmps?.metrics['crossValidation10Fold.anticp2Main']?.n).toBe(817);
    for (const card of [any, amongAmps]) {
      for (const check of ['leakage.validation', 'leakage.crossValidation10Fold']) {
        expect(card?.metrics[check]).toMatchObject({ identical: 0, nearIdentical: 0 });
      }
    }
    const evidence = (m: string) => [
      `${m}_class_measured`,
      ...['nearest_id', 'nearest_similarity', 'nearest_measured', 'in_domain'].map(
        (c) => `${m}_${c}`,
      ),
    ];
    expect(acpep.cliColumns).toEqual([
      'id',
      'sequence',
      'acpep_probability',
      'acpep_class',
      'acpep_vs_amp_probability',
      'acpep_vs_amp_class',
      ...evidence('acpep'),
      ...evidence('acpep_vs_amp'),
      'note',
    ]);
    // Each card carries the evidence its rows use: calibration and a stated threshold.
    for (const card of [any, amongAmps]) {
      const head = card?.evidence?.heads[card.name];
      expect(head?.domain.cutoff, card?.name).toBeGreaterThan(0);
      expect(head?.threshold?.value, card?.name).toBeGreaterThan(0);
    }
  });

  it('names the nearest measured peptide of each method, and says when the input is one', async () => {
    const [kla] = await acpep.predict(records({ kla: ACPS.kla }), ['acpep', 'acpep_vs_amp']);
    for (const method of ['acpep', 'acpep_vs_amp']) {
      expect(kla?.[`${method}_nearest_id`], method).toEqual(expect.any(String));
      expect(kla?.[`${method}_nearest_similarity`] as number, method).toBeGreaterThan(0.5);
      expect([0, 1]).toContain(kla?.[`${method}_nearest_measured`]);
      expect([0, 1]).toContain(kla?.[`${method}_in_domain`]);
    }
    // KLAKLAKKLAKLAK is an anticancer training peptide of both models.
    expect(kla?.acpep_nearest_similarity).toBe(1);
    expect(kla?.acpep_nearest_measured).toBe(1);
    // Its class is the data set's label (a member of an anticancer set), said so.
    expect(kla?.acpep_class_measured).toBe(1);
    expect(kla?.acpep_nearest_id).toMatch(/set, ACP #\d+$/);
    expect(kla?.note).toMatch(/ACPep: this peptide is in its training data \(.*\), labelled ACP\./);
  });

  it('puts a short peptide with no relative beyond chance outside its domain', async () => {
    const [kwk] = await acpep.predict(records({ kwk: 'KWK' }), ['acpep']);
    expect(kwk?.acpep_in_domain).toBe(0);
    expect(kwk?.note).toContain('outside its applicability domain');
  });
});

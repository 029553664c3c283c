import { createRng } from '@peptox/ml';
import { AMINO_ACIDS } from '@peptox/peptide-features';
import { INVALID_CLASS } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { loadModel } from './models.ts';
import { ampep } from './predictor.ts';

const ALL = ['ampep', 'rfampep30', 'mic'];

const KNOWN_AMPS = {
  magainin2: 'GIGKFLHSAKKFGKAFVGEIMNS',
  ll37: 'LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTES',
  buforin2: 'TRSSRAGLQFPVGRVHRLLRK',
  cecropinA: 'KWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK',
};

// Fragments of proteins that do not kill bacteria: human serum albumin, ubiquitin, GAPDH.
const NON_AMPS = {
  albumin:
    'DAHKSEVAHRFKDLGEENFKALVLIAFAQYLQQCPFEDHVKLVNEVTEFAKTCVADESAENCDKSLHTLFGDKLCTVATLRETYGEMADCCAKQEPERNE',
  ubiquitin: 'MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQQRLIFAGKQLEDGRTLSDYNIQKESTLHLVLRLRGG',
  gapdh:
    'MGKVKVGVNGFGRIGRLVTRAAFNSGKVDIVAINDPFIDLNYMVYMFQYDSTHGKFHGTVKAENGKLVINGNPITIFQERDPSKIKWGDAGAEYVVESTGVFTTMEKAGAHLQ',
};

const records = (named: Record<string, string>) =>
  Object.entries(named).map(([id, text]) => ({ id, text }));

describe('AmPEP predictor with the committed models', () => {
  it('loads every model', async () => {
    for (const name of ['ampep', 'rfampep30', 'mic-ec', 'mic-sa'] as const) {
      const { model, meta } = loadModel(name);
      expect(model.nTrees).toBeGreaterThan(0);
      expect(meta.trainingRows).toBeGreaterThan(1000);
    }
  });

  it('scores known antimicrobial peptides above 0.5', async () => {
    for (const row of await ampep.predict(records(KNOWN_AMPS), ['ampep'])) {
      expect(row.ampep_probability, String(row.id)).toBeGreaterThan(0.5);
      expect(row.ampep_class).toBe(1);
    }
  });

  it('scores fragments of ordinary proteins below 0.5', async () => {
    for (const row of await ampep.predict(records(NON_AMPS), ['ampep'])) {
      expect(row.ampep_probability, String(row.id)).toBeLessThan(0.5);
      expect(row.ampep_class).toBe(0);
    }
  });

  it('calls short known AMPs antimicrobial with RF-AmPEP30', async () => {
    const rows = await ampep.predict(records({ m: KNOWN_AMPS.magainin2, b: KNOWN_AMPS.buforin2 }), [
      'rfampep30',
    ]);
    for (const row of rows) expect(row.rfampep30_probability).toBeGreaterThan(0.5);
  });

  it('keeps row order and ids, and keeps rows a method cannot take, with a note', async () => {
    const input = [
      { id: 'long', text: KNOWN_AMPS.ll37 }, // 37 residues: too long for RF-AmPEP30
      { id: 'tiny', text: 'KLK' }, // too short for RF-AmPEP30
      { id: 'odd', text: 'ACDXZ' }, // not the 20 amino acids
      { id: 'mag', text: KNOWN_AMPS.magainin2 },
    ];
    const rows = await ampep.predict(input, ALL);
    expect(rows.map((r) => r.id)).toEqual(['long', 'tiny', 'odd', 'mag']);
    expect(rows.map((r) => r.sequence)).toEqual(input.map((r) => r.text));

    const [long, tiny, odd, mag] = rows as [
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
    ];
    expect(long.rfampep30_class).toBe(INVALID_CLASS);
    expect(long.rfampep30_probability).toBeNull();
    expect(long.note).toContain('RF-AmPEP30 takes 5-30 residues; this sequence has 37.');
    expect(long.ampep_probability).toBeTypeOf('number');
    expect(long.ec_mic_um).toBeGreaterThan(0);

    expect(tiny.rfampep30_class).toBe(INVALID_CLASS);
    expect(tiny.note).toContain('this sequence has 3');
    expect(tiny.note).toContain('MIC');

    expect(odd.ampep_class).toBe(INVALID_CLASS);
    expect(odd.ampep_probability).toBeNull();
    expect(odd.ec_mic_um).toBeNull();
    expect(odd.note).toBe(
      'Not predicted: the sequence holds X (any amino acid), Z (E or Q); the models know only the 20 standard amino acids.',
    );

    expect(mag.note).toBeNull();
    expect(mag.sa_ec_ratio).toBeCloseTo((mag.sa_mic_um as number) / (mag.ec_mic_um as number), 1);
  });

  it('fills only the columns of the methods asked for', async () => {
    const [row] = await ampep.predict([{ id: 'x', text: KNOWN_AMPS.magainin2 }], ['mic']);
    expect(row?.ampep_probability).toBeNull();
    expect(row?.rfampep30_class).toBeNull();
    expect(row?.ec_mic_um).toBeGreaterThan(0);
    await expect(ampep.predict([], ['nope'])).rejects.toThrow(/no method 'nope'/);
  });

  it('serves the cards of its models, each for one of its methods, with measured metrics', async () => {
    await ampep.init();
    await ampep.warmUp();
    const methodIds = ampep.methods.map((m) => m.id);
    expect(ampep.modelCards.map((c) => c.name)).toEqual(['ampep', 'rfampep30', 'mic-ec', 'mic-sa']);
    for (const card of ampep.modelCards) {
      expect(methodIds).toContain(card.method);
      expect(Object.keys(card.metrics.validation ?? {}).length).toBeGreaterThan(3);
    }
  });

  it('describes every column it fills, id and sequence first and note last', async () => {
    const keys = ampep.columns.map((c) => c.key);
    expect(keys[0]).toBe('id');
    expect(keys.at(-1)).toBe('note');
    const [row] = await ampep.predict([{ id: 'x', text: 'GIGKFLHSAKK' }], ALL);
    expect(Object.keys(row ?? {}).sort()).toEqual([...keys].sort());
    for (const table of ampep.tables) for (const c of table.columns) expect(keys).toContain(c);
  });
});

describe('length bias of AmPEP (CTD distribution carries length)', () => {
  // Random peptides with the amino acids equally likely carry no antimicrobial design, yet short
  // ones score much higher than long ones: the training AMPs are short (median 32 residues) and
  // the non-AMPs long (median 115). The method page says so; this test keeps it measured.
  const rng = createRng(20260101);
  const randomPeptides = (min: number, max: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const n = min + rng.int(max - min + 1);
      return {
        id: `r${i}`,
        text: Array.from({ length: n }, () => AMINO_ACIDS[rng.int(20)]).join(''),
      };
    });
  const meanScore = (rows: Awaited<ReturnType<typeof ampep.predict>>) =>
    rows.reduce((s, r) => s + (r.ampep_probability as number), 0) / rows.length;

  it('scores random 10-30-mers well above random 80-100-mers', async () => {
    const short = meanScore(await ampep.predict(randomPeptides(10, 30, 300), ['ampep']));
    const long = meanScore(await ampep.predict(randomPeptides(80, 100, 300), ['ampep']));
    expect(short - long).toBeGreaterThan(0.2);
  });
});

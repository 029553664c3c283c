import { createRng } from '@peptox/ml';
import { AMINO_ACIDS, randomPeptides, scoreSequences } from '@peptox/peptide-features';
import { INVALID_CLASS, splitNotes } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { AMPEP_GB_FEATURE_SET, MIC_FEATURE_SET } from './features.ts';
import { loadModel, type ModelName } from './models.ts';
import { AMPEP_MODELS, ampep } from './predictor.ts';

const ALL = ['ampep', 'rfampep30', 'mic', 'ampep_gb'];

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
    for (const [name, block] of AMPEP_MODELS) {
      const { model, meta } = loadModel(name, block.size);
      expect(model.nTrees).toBeGreaterThan(0);
      expect(meta.trainingRows).toBeGreaterThan(1000);
    }
  });

  it('reads each model with the feature set its training run chose', () => {
    const chosen = {
      'ampep-gb': AMPEP_GB_FEATURE_SET.name,
      'mic-ec': MIC_FEATURE_SET.name,
      'mic-sa': MIC_FEATURE_SET.name,
    };
    for (const [name, featureSet] of Object.entries(chosen)) {
      const block = AMPEP_MODELS.find(([model]) => model === name)?.[1];
      const { meta } = loadModel(name as ModelName, block?.size ?? 0);
      expect(meta.featureSet, name).toBe(featureSet);
    }
  });

  it('scores the reference peptides as each training run did (model file and features agree)', () => {
    for (const [name, block] of AMPEP_MODELS) {
      const { model, meta } = loadModel(name, block.size);
      const { sequences, scores } = meta.reference as { sequences: string[]; scores: number[] };
      expect(sequences.length, name).toBeGreaterThan(3);
      expect(scoreSequences(block, model, sequences), name).toEqual(scores);
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
      { id: 'tiny', text: 'KLK' }, // shorter than any model learned from
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
    expect(splitNotes(long.note)).toContain(
      'RF-AmPEP30 learned from peptides of 5–30 residues and gives no value outside that length.',
    );
    expect(long.ampep_probability).toBeTypeOf('number');
    expect(long.ec_mic_um).toBeGreaterThan(0);

    // Three residues: no model learned from so short a peptide; the same words on every such row.
    for (const key of ['ampep_class', 'rfampep30_class', 'ampep_gb_class']) {
      expect(tiny[key]).toBe(INVALID_CLASS);
    }
    expect(tiny.ec_mic_um).toBeNull();
    expect(tiny.sa_ec_ratio).toBeNull();
    expect(splitNotes(tiny.note)).toEqual(
      expect.arrayContaining([
        'RF-AmPEP30 learned from peptides of 5–30 residues and gives no value outside that length.',
        expect.stringMatching(
          /^The E\. coli MIC model learned from peptides of 5–\d+ residues and gives no value/,
        ),
      ]),
    );

    expect(odd.ampep_class).toBe(INVALID_CLASS);
    expect(odd.ampep_probability).toBeNull();
    expect(odd.ec_mic_um).toBeNull();
    expect(odd.note).toBe(
      'Not predicted: the sequence holds X (any amino acid), Z (E or Q); the models know only the 20 standard amino acids.',
    );

    // The ratio of the values the row leads with: magainin 2's measured E. coli MIC, its predicted
    // S. aureus MIC (it has none measured).
    const headline = (key: string) => (mag[`${key}_measured`] ?? mag[key]) as number;
    expect(mag.ec_mic_um_measured).toEqual(expect.any(Number));
    expect(mag.sa_ec_ratio).toBeCloseTo(headline('sa_mic_um') / headline('ec_mic_um'), 1);
  });

  it('shows a training peptide as itself, with what was measured of it', async () => {
    const [mag] = await ampep.predict([{ id: 'mag', text: KNOWN_AMPS.magainin2 }], ALL);
    // Magainin 2 is one of the AmPEP training AMPs.
    expect(mag).toMatchObject({
      ampep_nearest_similarity: 1,
      ampep_nearest_measured: 1,
      ampep_in_domain: 1,
    });
    // A class that comes from set membership is labelled, not measured.
    expect(mag?.note).toMatch(
      /AmPEP: this peptide is in its training data \(AmPEP training set, AMP #\d+\), labelled AMP\./,
    );
    // RHRHRHRHRH is in the E. coli MIC data (6.74 µM).
    const [rh] = await ampep.predict([{ id: 'rh', text: 'RHRHRHRHRH' }], ['mic']);
    expect(rh?.ec_mic_nearest_similarity).toBe(1);
    expect(rh?.ec_mic_nearest_measured).toBeCloseTo(6.74, 1);
    expect(rh?.note).toContain(
      'The E. coli MIC model: this peptide is in its training data (E. coli MIC set (BERT-AmPEP60), ID 340), measured 6.74 µM.',
    );
  });

  it('gives no MIC to a single residue or a 5 000-residue protein, and says why', async () => {
    const protein = randomPeptides(1, [5000, 5000], 5)[0] as string;
    const rows = await ampep.predict(
      [
        { id: 'K', text: 'K' },
        { id: 'protein', text: protein },
      ],
      ['mic', 'ampep_gb'],
    );
    for (const row of rows) {
      expect(row.ec_mic_um).toBeNull();
      expect(row.sa_mic_um).toBeNull();
      expect(row.ec_mic_in_domain).toBe(0);
      expect(row.ampep_gb_class).toBe(INVALID_CLASS);
      expect(splitNotes(row.note)).toHaveLength(3);
    }
  });

  it('gives every MIC its 90 % interval around it', async () => {
    const rows = await ampep.predict(records(KNOWN_AMPS), ['mic']);
    for (const row of rows) {
      for (const mic of ['ec_mic_um', 'sa_mic_um']) {
        if (row[mic] === null) {
          // Only where the length-robust method calls the peptide non-AMP and nothing was measured.
          expect(row[`${mic}_measured`]).toBeNull();
          expect(row.note).toMatch(/no value: the peptide is called non-antimicrobial/);
          continue;
        }
        expect(row[`${mic}_low`] as number).toBeLessThan(row[mic] as number);
        expect(row[`${mic}_high`] as number).toBeGreaterThan(row[mic] as number);
      }
    }
    expect(rows.filter((row) => row.ec_mic_um !== null)).toHaveLength(rows.length);
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
    expect(ampep.modelCards.map((c) => c.name)).toEqual([
      'ampep',
      'rfampep30',
      'mic-ec',
      'mic-sa',
      'ampep-gb',
    ]);
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
    // The results page explains each column from its description; a class gives its threshold.
    for (const column of ampep.columns) expect(column.description?.length).toBeGreaterThan(10);
    // Each classifier's class states its threshold and what it means there.
    for (const column of ampep.columns.filter((c) => c.type === 'class' && !c.role)) {
      expect(column.threshold).toBeGreaterThan(0);
      expect(column.threshold).toBeLessThan(1);
      expect(column.operatingPoints).toHaveLength(99);
      expect(column.description).toMatch(/precision/);
    }
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

describe('AmPEP length-robust (ampep_gb)', () => {
  const score = async (named: Record<string, string>) =>
    (await ampep.predict(records(named), ['ampep_gb'])).map(
      (r) => r.ampep_gb_probability as number,
    );

  it('calls membrane-active AMPs antimicrobial and hormones not', async () => {
    const amps = await score({
      magainin2: KNOWN_AMPS.magainin2,
      ll37: KNOWN_AMPS.ll37,
      cecropinA: KNOWN_AMPS.cecropinA,
      melittin: 'GIGAVLKVLTTGLPALISWIKRKRQQ',
    });
    for (const p of amps) expect(p).toBeGreaterThan(0.5);
    const hormones = await score({
      glucagon: 'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT',
      insulinB: 'FVNQHLCGSHLVEALYLVCGERGFFYTPKT',
    });
    for (const p of hormones) expect(p).toBeLessThan(0.5);
  });

  it('with the default methods, calls at most 10 % of 1 000 random 10-60-mers AMPs; the published AmPEP most', async () => {
    const peptides = randomPeptides(1000, [10, 60], 31).map((text, i) => ({ id: `r${i}`, text }));
    const defaults = ampep.methods.filter((m) => m.default).map((m) => m.id);
    expect(defaults).toContain('ampep_gb');
    expect(defaults).not.toContain('ampep');
    const rows = await ampep.predict(peptides, ['ampep', 'ampep_gb']);
    const share = (key: string) => rows.filter((r) => r[key] === 1).length / rows.length;
    expect(share('ampep_gb_class')).toBeLessThanOrEqual(0.1);
    expect(share('ampep_class')).toBeGreaterThan(0.5);
  });
});

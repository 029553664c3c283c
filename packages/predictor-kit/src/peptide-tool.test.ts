import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INVALID_CLASS } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import {
  card,
  dir,
  features,
  file,
  peptides,
  predictor,
  valueOutput,
} from './peptide-tool.test-support.ts';
import { peptidePredictor } from './peptide-tool.ts';

// The same tool whose value applies only where a second model (the same toy, as a gate) calls a
// peptide lytic: a value of 1 µM or less.
const gated = peptidePredictor({
  tool: 'gated',
  name: 'Gated',
  retrain: 'train the toy',
  modelCards: [card],
  warmUp: ['KKLLKKLL'],
  tables: [],
  methods: [
    {
      id: 'value',
      label: 'Value',
      description: 'A value.',
      default: true,
      models: [
        {
          url: pathToFileURL(join(dir, 'toy.json')),
          features,
          outputs: [valueOutput],
        },
      ],
      appliesWhen: {
        model: {
          url: pathToFileURL(join(dir, 'toy.json')),
          features,
          outputs: [],
        },
        head: 'lytic',
        role: 'decides whether the value applies',
        reason: (p, t) => `not lytic (probability ${p.toFixed(2)} under ${t}): no value.`,
      },
    },
  ],
});

describe('a peptide predictor from its definition', () => {
  it('lays its columns out as value, interval, derived class, evidence, note', () => {
    expect(predictor.columns.map((c) => c.key)).toEqual([
      'id',
      'sequence',
      'value_um',
      'value_um_low',
      'value_um_high',
      'lytic_probability',
      'lytic_class',
      'value_um_measured',
      'value_nearest_id',
      'value_nearest_similarity',
      'value_nearest_measured',
      'value_nearest_input',
      'value_in_domain',
      'lytic_class_measured',
      'note',
    ]);
    expect(predictor.cliColumns).not.toContain('value_nearest_input');
    const measured = predictor.columns.find((c) => c.key === 'value_um_measured');
    expect(measured).toMatchObject({ role: 'measured', measures: 'value_um', unit: 'µM' });
  });

  it('never lets the class contradict the value, and marks rows it cannot take', async () => {
    await predictor.init();
    const rows = await predictor.predict(
      [
        ...peptides.slice(0, 50).map((text, i) => ({ id: `p${i}`, text })),
        { id: 'short', text: 'KK' },
        { id: 'odd', text: 'KLX1' },
      ],
      ['value'],
    );
    for (const row of rows.slice(0, 50)) {
      expect(row.lytic_class).toBe((row.value_um as number) <= 1 ? 1 : 0);
      expect(row.value_nearest_similarity).toBe(1);
      expect(row.note).toContain('is in its training data (');
      // A training record leads with what was measured, and its class is the measured value's.
      expect(row.value_um_measured).toBe(row.value_nearest_measured);
      expect(row.lytic_class_measured).toBe((row.value_um_measured as number) <= 1 ? 1 : 0);
    }
    const short = rows[50];
    expect(short).toMatchObject({ value_um: null, lytic_class: INVALID_CLASS, value_in_domain: 0 });
    expect(short?.note).toBe(
      `The toy model learned from peptides of ${file.lengthWindow?.[0]}–${file.lengthWindow?.[1]} residues and gives no value outside that length.`,
    );
    expect(rows[51]).toMatchObject({ value_um: null, lytic_class: INVALID_CLASS });
    expect(rows[51]?.note).toContain('holds X');
  });

  it('without evidence gives the same values, no neighbour, interval or similarity note', async () => {
    const records = [
      ...peptides.slice(100, 120).map((text, i) => ({ id: `p${i}`, text })),
      { id: 'new', text: 'WWWWGGGGWWWWGGGG' },
      { id: 'short', text: 'KK' },
    ];
    const full = await predictor.predict(records, ['value']);
    const bare = await predictor.predict(records, ['value'], { evidence: false });
    expect(bare.map((r) => [r.value_um, r.lytic_probability, r.lytic_class])).toEqual(
      full.map((r) => [r.value_um, r.lytic_probability, r.lytic_class]),
    );
    for (const row of bare.slice(0, 21)) {
      expect(row.value_um).toEqual(expect.any(Number));
      expect(row).toMatchObject({
        value_um_low: null,
        value_um_high: null,
        value_nearest_id: null,
        value_nearest_similarity: null,
        value_in_domain: null,
        note: null,
      });
    }
    // The length window is no search: a peptide outside it still gets no value, and the reason.
    expect(bare[21]).toMatchObject({ value_um: null, lytic_class: INVALID_CLASS });
    expect(bare[21]?.note).toContain('gives no value outside that length');
    expect(full[20]?.note).toContain('outside its applicability domain');
  });

  it('gives no value a gate refuses, says why, and keeps a measured one', async () => {
    await gated.init();
    const fresh = 'WWGGAWWGGAWWG';
    const rows = await gated.predict(
      [
        { id: 'new', text: fresh },
        ...peptides.slice(0, 60).map((text, i) => ({ id: `p${i}`, text })),
      ],
      ['value'],
    );
    const refused = rows.filter((row) => row.note?.toString().includes('not lytic'));
    expect(refused.length).toBeGreaterThan(0);
    for (const row of refused) {
      expect(row.value_um).toBeNull();
      expect(row.value_um_low).toBeNull();
      expect(row.value_in_domain).toBe(0);
      expect(row.value_nearest_id).toEqual(expect.any(String));
    }
    // A training record is measured: its value stays, whatever the gate says of it.
    for (const row of rows.slice(1)) {
      expect(row.value_um).toEqual(expect.any(Number));
      expect(row.value_um_measured).toEqual(expect.any(Number));
    }
    // A scan (no evidence) does not ask the gate.
    const [bare] = await gated.predict([{ id: 'new', text: fresh }], ['value'], {
      evidence: false,
    });
    expect(bare?.value_um).toEqual(expect.any(Number));
    expect(gated.modelVersions?.(['value'])?.map((v) => v.role ?? null)).toEqual([
      null,
      'decides whether the value applies',
    ]);
  });

  it('names the model files of the methods it ran', () => {
    expect(predictor.modelVersions?.(['value'])).toEqual([
      {
        model: 'toy',
        method: 'value',
        version: expect.stringMatching(/^[0-9a-f]{12}$/),
        trainedAt: '2026-11-24',
      },
    ]);
  });
});

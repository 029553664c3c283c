import type { ToolPredictor } from '@peptox/predictor-kit';
import type { Column, ResultRow } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { readyPredictor } from './index.ts';
import { composeProfile } from './profile.ts';

const frame: Column[] = [
  { key: 'id', label: 'ID', type: 'text' },
  { key: 'sequence', label: 'Sequence', type: 'text' },
];
const note: Column = { key: 'note', label: 'Note', type: 'text' };
const number = (key: string, method: string, interval = true): Column => ({
  key,
  label: key,
  type: 'number',
  method,
  unit: 'µM',
  ...(interval ? { interval: { low: `${key}_low`, high: `${key}_high`, level: 0.9 } } : {}),
});
const bound = (key: string, method: string, role: 'interval-low' | 'interval-high'): Column => ({
  key,
  label: key,
  type: 'number',
  method,
  role,
});

/** A tool whose values are a function of the peptide's length, with a note on short peptides. */
function toy(
  tool: string,
  methods: string[],
  extra: Column[],
  value: (sequence: string) => ResultRow,
): ToolPredictor {
  return {
    tool,
    name: tool.toUpperCase(),
    input: 'peptide',
    methods: methods.map((id) => ({ id, label: id, description: id, default: true })),
    columns: [...frame, ...extra, note],
    tables: [{ id: 'main', label: 'Main', columns: ['id', 'sequence', extra[0]?.key ?? 'note'] }],
    cliColumns: ['id', 'sequence', ...extra.filter((c) => !c.role).map((c) => c.key), 'note'],
    modelCards: [],
    init: async () => undefined,
    warmUp: async () => undefined,
    async predict(records) {
      return records.map(({ id, text }) => ({
        id,
        sequence: text,
        ...value(text),
        note: text.length < 5 ? `${tool}: too short` : null,
      }));
    },
  };
}

const amp = toy(
  'amp',
  ['mic'],
  [
    number('ec_mic_um', 'mic'),
    bound('ec_mic_um_low', 'mic', 'interval-low'),
    bound('ec_mic_um_high', 'mic', 'interval-high'),
    number('sa_mic_um', 'mic', false),
  ],
  (s) =>
    s.length < 5
      ? { ec_mic_um: null, ec_mic_um_low: null, ec_mic_um_high: null, sa_mic_um: null }
      : { ec_mic_um: 4, ec_mic_um_low: 2, ec_mic_um_high: 8, sa_mic_um: 40 },
);
const hemo = toy(
  'hemo',
  ['hc50'],
  [
    number('hc50_um', 'hc50'),
    bound('hc50_um_low', 'hc50', 'interval-low'),
    bound('hc50_um_high', 'hc50', 'interval-high'),
  ],
  () => ({ hc50_um: 100, hc50_um_low: 50, hc50_um_high: 400 }),
);

describe('the peptide profile', () => {
  const profile = composeProfile([amp, hemo]);

  it("takes every tool's methods and columns once, then the selectivity indices", () => {
    expect(profile.methods.map((m) => m.id)).toEqual(['mic', 'hc50']);
    expect(profile.cliColumns).toEqual([
      'id',
      'sequence',
      'ec_mic_um',
      'sa_mic_um',
      'hc50_um',
      'selectivity_index_ec',
      'selectivity_index_sa',
      'note',
    ]);
    expect(profile.columns.map((c) => c.key).slice(-10)).toEqual([
      'hc50_um_high',
      'selectivity_index_ec',
      'selectivity_index_ec_low',
      'selectivity_index_ec_high',
      'selectivity_index_ec_in_domain',
      'selectivity_index_sa',
      'selectivity_index_sa_low',
      'selectivity_index_sa_high',
      'selectivity_index_sa_in_domain',
      'note',
    ]);
    expect(profile.tables.map((t) => t.id)).toEqual(['selectivity', 'amp-main', 'hemo-main']);
    // Grouped by question: the MICs side by side, then the HC50, then the indices.
    expect(profile.tables[0]?.columns).toEqual([
      'id',
      'sequence',
      'ec_mic_um',
      'sa_mic_um',
      'hc50_um',
      'selectivity_index_ec',
      'selectivity_index_sa',
      'note',
    ]);
  });

  it('joins the rows per peptide, with the indices and every note once', async () => {
    const rows = await profile.predict(
      [
        { id: 'a', text: 'GIGKFLHSAKK' },
        { id: 'b', text: 'KK' },
      ],
      ['mic', 'hc50'],
    );
    expect(rows[0]).toMatchObject({
      id: 'a',
      sequence: 'GIGKFLHSAKK',
      ec_mic_um: 4,
      hc50_um: 100,
      selectivity_index_ec: 25,
      selectivity_index_ec_low: 6.25, // 50 / 8
      selectivity_index_ec_high: 200, // 400 / 2
      selectivity_index_sa: 2.5,
      selectivity_index_sa_low: null, // the S. aureus MIC has no interval here
      note: null,
    });
    expect(rows[1]?.selectivity_index_ec).toBeNull();
    expect(rows[1]?.note).toBe(
      'amp: too short | hemo: too short | No selectivity index against E. coli or S. aureus: it is the HC50 over the MIC, and there is no MIC for this peptide.',
    );
  });

  it('runs only the tools whose methods were chosen', async () => {
    const [row] = await profile.predict([{ id: 'a', text: 'GIGKFLHSAKK' }], ['hc50']);
    expect(row).toMatchObject({ ec_mic_um: null, hc50_um: 100, selectivity_index_ec: null });
    expect(row?.note).toContain('and the MIC was not predicted');
    await expect(profile.predict([], ['nope'])).rejects.toThrow("no method 'nope'");
  });

  it('refuses tools whose methods or columns clash', () => {
    expect(() => composeProfile([amp, amp])).toThrow("both have a method 'mic'");
  });

  it('is served by the registry over the real peptide tools', async () => {
    const real = await readyPredictor('profile');
    const [row] =
      (await real?.predict([{ id: 'm', text: 'GIGKFLHSAKKFGKAFVGEIMNS' }], ['mic', 'hc50'])) ?? [];
    // Magainin 2's HC50 and E. coli MIC were measured: the index divides those, not the predictions.
    const headline = (key: string) => (row?.[`${key}_measured`] ?? row?.[key]) as number;
    expect(row?.ec_mic_um_measured).toEqual(expect.any(Number));
    expect(row?.selectivity_index_ec).toBeCloseTo(headline('hc50_um') / headline('ec_mic_um'), 1);
    expect(real?.methods.map((m) => m.id)).toEqual(
      expect.arrayContaining(['ampep', 'mic', 'ampep_gb', 'acpep', 'hc50']),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  ratioInterval,
  SELECTIVITY_INDICES,
  selectivityCells,
  selectivityColumns,
  selectivityReading,
} from './selectivity.ts';
import type { Column } from './tool.ts';

const value = (key: string, method: string): Column => ({
  key,
  label: key,
  type: 'number',
  method,
  unit: 'µM',
  interval: { low: `${key}_low`, high: `${key}_high`, level: 0.9 },
});
const columns = [value('hc50_um', 'hc50'), value('ec_mic_um', 'mic'), value('sa_mic_um', 'mic')];

describe('the selectivity index', () => {
  it('is HC50 / MIC, with the conservative interval of the two', () => {
    const { cells, notes } = selectivityCells(
      {
        hc50_um: 250,
        hc50_um_low: 100,
        hc50_um_high: 600,
        ec_mic_um: 10,
        ec_mic_um_low: 4,
        ec_mic_um_high: 20,
        sa_mic_um: 500,
        sa_mic_um_low: 200,
        sa_mic_um_high: 1000,
      },
      columns,
    );
    expect(cells).toEqual({
      selectivity_index_ec: 25,
      selectivity_index_ec_low: 5, // 100 / 20
      selectivity_index_ec_high: 150, // 600 / 4
      selectivity_index_ec_in_domain: 1,
      selectivity_index_sa: 0.5,
      selectivity_index_sa_low: 0.1,
      selectivity_index_sa_high: 3,
      selectivity_index_sa_in_domain: 1,
    });
    expect(notes).toEqual([]);
    expect(ratioInterval([2, 8], [1, 4])).toEqual([0.5, 8]);
  });

  it('is empty where a value is missing, and the note says which', () => {
    const outside = selectivityCells({ hc50_um: null, ec_mic_um: 3, sa_mic_um: 5 }, columns);
    expect(outside.cells.selectivity_index_ec).toBeNull();
    expect(outside.cells.selectivity_index_sa).toBeNull();
    expect(outside.notes).toEqual([
      'No selectivity index against E. coli or S. aureus: it is the HC50 over the MIC, and there is no HC50 for this peptide.',
    ]);
    const noMic = selectivityCells({ hc50_um: 80 }, columns.slice(0, 1));
    expect(noMic.notes).toEqual([
      'No selectivity index against E. coli or S. aureus: it is the HC50 over the MIC, and the MIC was not predicted.',
    ]);
  });

  it('gives a value without an interval when a model states none', () => {
    const bare = columns.map(({ interval: _, ...c }) => c);
    const { cells } = selectivityCells({ hc50_um: 30, ec_mic_um: 60, sa_mic_um: 3 }, bare);
    expect(cells.selectivity_index_ec).toBe(0.5);
    expect(cells.selectivity_index_ec_low).toBeNull();
    expect(cells.selectivity_index_sa).toBe(10);
  });

  it('reads in plain words', () => {
    expect(selectivityReading(25, 'E. coli')).toBe(
      'Hemolysis needs 25× the concentration that inhibits E. coli.',
    );
    expect(selectivityReading(3.12, 'S. aureus')).toBe(
      'Hemolysis needs 3.1× the concentration that inhibits S. aureus.',
    );
    expect(selectivityReading(0.42, 'E. coli')).toMatch(
      /^Hemolysis sets in at 0.42× the .* before/,
    );
  });

  it('divides the measured values a row leads with, and says so', () => {
    const measuredColumns: Column[] = [
      ...columns,
      {
        key: 'hc50_um_measured',
        label: 'HC50, measured',
        type: 'number',
        role: 'measured',
        measures: 'hc50_um',
      },
    ];
    const { cells, notes } = selectivityCells(
      {
        hc50_um: 250,
        hc50_um_low: 100,
        hc50_um_high: 600,
        hc50_um_measured: 60,
        ec_mic_um: 10,
        ec_mic_um_low: 4,
        ec_mic_um_high: 20,
        sa_mic_um: null,
      },
      measuredColumns,
    );
    // 60 / 10, the measured HC50 its own interval: 60 / 20 to 60 / 4.
    expect(cells).toMatchObject({
      selectivity_index_ec: 6,
      selectivity_index_ec_low: 3,
      selectivity_index_ec_high: 15,
    });
    expect(notes).toContain('The selectivity index against E. coli divides the measured HC50.');
  });

  it("is outside when a value it divides is outside its model's domain", () => {
    const withDomain: Column[] = [
      ...columns.map((c) => ({ ...c, model: c.key.replace('_um', '') })),
      {
        key: 'ec_mic_in_domain',
        label: 'Domain',
        type: 'class',
        model: 'ec_mic',
        role: 'in-domain',
      },
      { key: 'hc50_in_domain', label: 'Domain', type: 'class', model: 'hc50', role: 'in-domain' },
    ];
    const { cells } = selectivityCells(
      { hc50_um: 80, hc50_in_domain: 1, ec_mic_um: 8, ec_mic_in_domain: 0, sa_mic_um: 4 },
      withDomain,
    );
    expect(cells.selectivity_index_ec).toBe(10);
    expect(cells.selectivity_index_ec_in_domain).toBe(0);
    expect(cells.selectivity_index_sa_in_domain).toBe(1);
  });

  it('has a value, interval and domain column per organism, the interval stated at 80 %', () => {
    const keys = selectivityColumns().map((c) => c.key);
    expect(keys).toEqual(
      SELECTIVITY_INDICES.flatMap(({ key }) => [
        key,
        `${key}_low`,
        `${key}_high`,
        `${key}_in_domain`,
      ]),
    );
    expect(selectivityColumns()[0]?.interval?.level).toBe(0.8);
  });
});

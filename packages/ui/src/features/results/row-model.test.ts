import type { Column } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { layoutFromColumns } from './columns.ts';
import { columns, methods, rows } from './fixture.ts';
import { activeFilterCount, NO_FILTERS, nextSort, RowIndex, visibleRows } from './row-model.ts';

const index = new RowIndex(layoutFromColumns(columns, methods), rows);
const ids = (order: Int32Array) => Array.from(order, (i) => rows[i]?.id);

describe('sorting', () => {
  it('keeps the service order unsorted', () => {
    expect(ids(visibleRows(index, null, NO_FILTERS, {}))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('puts empty cells last in both directions', () => {
    const asc = visibleRows(index, { key: 'mic_um', desc: false }, NO_FILTERS, {});
    expect(ids(asc)).toEqual(['e', 'a', 'c', 'b', 'd']);
    const desc = visibleRows(index, { key: 'mic_um', desc: true }, NO_FILTERS, {});
    expect(ids(desc)).toEqual(['c', 'a', 'e', 'b', 'd']);
  });

  it('sorts text by locale with numbers inside in order', () => {
    const local = new RowIndex(layoutFromColumns(columns), [
      { id: 'p10' },
      { id: 'p9' },
      { id: 'P1' },
    ]);
    const order = visibleRows(local, { key: 'id', desc: false }, NO_FILTERS, {});
    expect(Array.from(order, (i) => local.rows[i]?.id)).toEqual(['P1', 'p9', 'p10']);
  });

  it('sorts a class column at the thresholds in force, each class by probability, skips last', () => {
    const desc = visibleRows(index, { key: 'amp_class', desc: true }, NO_FILTERS, {});
    expect(ids(desc)).toEqual(['a', 'c', 'b', 'e', 'd']);
    const moved = visibleRows(index, { key: 'amp_class', desc: true }, NO_FILTERS, { amp: 0.45 });
    expect(ids(moved)).toEqual(['a', 'c', 'b', 'e', 'd']);
    const high = visibleRows(index, { key: 'amp_class', desc: false }, NO_FILTERS, { amp: 0.6 });
    expect(ids(high)).toEqual(['e', 'b', 'c', 'a', 'd']);
    const short = visibleRows(index, { key: 'short_class', desc: false }, NO_FILTERS, {});
    // b, e (outside the window) and d (not predicted): after the classes, by probability.
    expect(ids(short)).toEqual(['c', 'a', 'b', 'd', 'e']);
  });
});

describe('header clicks', () => {
  it('sort scores and classes highest first, text from A; the third click clears', () => {
    const [id, , probability] = columns as [Column, Column, Column];
    expect(nextSort(probability, null)).toEqual({ key: 'amp_probability', desc: true });
    expect(nextSort(probability, { key: 'amp_probability', desc: true })).toEqual({
      key: 'amp_probability',
      desc: false,
    });
    expect(nextSort(probability, { key: 'amp_probability', desc: false })).toBeNull();
    expect(nextSort(id, { key: 'amp_probability', desc: true })).toEqual({
      key: 'id',
      desc: false,
    });
  });
});

describe('filters', () => {
  it('finds text in the name and the input only, not in notes or classes', () => {
    const find = (text: string) => ids(visibleRows(index, null, { ...NO_FILTERS, text }, {}));
    expect(find('gigk')).toEqual(['c']);
    expect(find(' A ')).toEqual(['a', 'e']); // id 'a' and the A-rich sequence
    expect(find('AMP')).toEqual([]);
    expect(find('holds')).toEqual([]);
  });

  it('keeps the classes asked for, at the thresholds in force', () => {
    const nonAmp = { ...NO_FILTERS, classes: { amp_class: ['negative' as const] } };
    expect(ids(visibleRows(index, null, nonAmp, {}))).toEqual(['b', 'e']);
    expect(ids(visibleRows(index, null, nonAmp, { amp: 0.6 }))).toEqual(['b', 'c', 'e']);
    const skipped = { ...NO_FILTERS, classes: { short_class: ['not-predicted' as const] } };
    expect(ids(visibleRows(index, null, skipped, {}))).toEqual(['b', 'd', 'e']);
  });

  it('keeps values in a range, bounds included, and leaves out rows without a value', () => {
    const range = { ...NO_FILTERS, ranges: { mic_um: { min: 0.5, max: 4 } } };
    expect(ids(visibleRows(index, null, range, {}))).toEqual(['a', 'e']);
    const above = { ...NO_FILTERS, ranges: { amp_probability: { min: 0.5 } } };
    expect(ids(visibleRows(index, { key: 'amp_probability', desc: true }, above, {}))).toEqual([
      'a',
      'c',
    ]);
  });

  it('counts the filters set', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        text: 'x',
        classes: { amp_class: ['positive'], short_class: [] },
        ranges: { mic_um: { max: 3 }, amp_probability: {} },
      }),
    ).toBe(3);
  });

  it('matches rows another way when told (a canonical SMILES)', () => {
    const text = { ...NO_FILTERS, text: 'CCO' };
    expect(ids(visibleRows(index, null, text, {}, (i) => i === 3))).toEqual(['d']);
  });
});

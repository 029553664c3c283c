import { describe, expect, it } from 'vitest';
import { layoutFromColumns } from './columns.ts';
import { columns, methods, rows } from './fixture.ts';
import { binLabel, classCounts, histogram, intervalSummary, methodSummaries } from './summary.ts';

const layout = layoutFromColumns(columns, methods);

describe('histograms', () => {
  it('bins probabilities in twenty steps of 0.05, 1 in the last', () => {
    const h = histogram([0, 0.049, 0.05, 0.5, 0.999, 1], true);
    expect(h.counts).toHaveLength(20);
    expect(h.counts[0]).toBe(2);
    expect(h.counts[1]).toBe(1);
    expect(h.counts[10]).toBe(1);
    expect(h.counts[19]).toBe(2);
    expect(binLabel(h, 10, columns[2])).toBe('0.50–0.55');
  });

  it('bins values spanning decades on a log scale, keeping the largest', () => {
    const values = [0.5, 1, 2, 5, 10, 50, 100, 500];
    const h = histogram(values, false);
    expect(h.log).toBe(true);
    expect(h.counts.reduce((s, c) => s + c, 0)).toBe(values.length);
    expect(h.edges[0]).toBeCloseTo(0.5);
    expect(h.edges.at(-1)).toBeCloseTo(500);
    expect(h.counts.at(-1)).toBeGreaterThan(0);
  });

  it('bins values of one scale evenly, and copes with one value', () => {
    const h = histogram([-2, -1, 0, 1, 2], false);
    expect(h.log).toBe(false);
    expect(h.counts).toHaveLength(3);
    expect(h.counts.reduce((s, c) => s + c, 0)).toBe(5);
    expect(histogram([3, 3], false).counts).toEqual([2]);
  });

  it('draws one value as that value, not as a range from it', () => {
    const h = histogram([5.8, 5.8, 5.8], false);
    expect(h).toMatchObject({ counts: [3], point: 5.8, log: false });
    expect(binLabel(h, 0)).toBe('5.80');
  });

  it('bins on a scale given to it, as columns side by side share one', () => {
    const h = histogram([14, 114], false, { min: 2.2, max: 341, log: true });
    expect(h.log).toBe(true);
    expect(h.edges[0]).toBeCloseTo(2.2);
    expect(h.edges.at(-1)).toBeCloseTo(341);
  });
});

describe('scales shared within a method', () => {
  it('puts the values of one unit (MIC against two organisms) on one scale', () => {
    const mic = [
      { key: 'ec', label: 'E. coli MIC', type: 'number', method: 'mic', unit: 'µM' },
      { key: 'sa', label: 'S. aureus MIC', type: 'number', method: 'mic', unit: 'µM' },
      { key: 'ratio', label: 'Ratio', type: 'number', method: 'mic' },
    ] as const;
    const micRows = [
      { ec: 2.2, sa: 14, ratio: 6.5 },
      { ec: 341, sa: 114, ratio: 0.33 },
    ];
    const [summary] = methodSummaries(layoutFromColumns([...mic]), micRows);
    const [ec, sa, ratio] = summary?.scores.map((s) => s.histogram) ?? [];
    expect(ec?.log).toBe(true);
    expect(sa?.log).toBe(true);
    expect(sa?.edges[0]).toBe(ec?.edges[0]);
    expect(sa?.edges.at(-1)).toBe(ec?.edges.at(-1));
    // Another unit, its own scale.
    expect(ratio?.log).toBe(false);
  });
});

describe('method summaries', () => {
  it('gives each method its classifier, its score distributions and how many it predicted', () => {
    const summaries = methodSummaries(layout, rows);
    expect(summaries.map((s) => s.method)).toEqual(['amp', 'short', 'mic']);
    const [amp, short, mic] = summaries;
    expect(amp?.pair?.class).toBe('amp_class');
    expect(amp?.predicted).toBe(4);
    expect(short?.predicted).toBe(2);
    expect(mic?.pair).toBeUndefined();
    expect(mic?.scores.map((s) => [s.column.key, s.values])).toEqual([['mic_um', 3]]);
  });

  it('counts classes at the thresholds in force', () => {
    expect(classCounts(layout, rows, 'amp_class', {})).toEqual({
      positive: 2,
      negative: 2,
      'not-predicted': 1,
      empty: 0,
    });
    expect(classCounts(layout, rows, 'amp_class', { amp: 0.6 }).positive).toBe(1);
    expect(classCounts(layout, rows, 'short_class', {})).toMatchObject({
      positive: 1,
      negative: 1,
      'not-predicted': 3,
    });
  });
});

describe('how wide the intervals of a value are over the rows', () => {
  const mic = {
    key: 'mic',
    label: 'MIC',
    type: 'number',
    unit: 'µM',
    interval: { low: 'lo', high: 'hi', level: 0.9 },
  } as const;
  it('gives the median ratio of high to low for values above zero, and the median width else', () => {
    const rows = [
      { lo: 1, hi: 10 },
      { lo: 2, hi: 40 },
      { lo: 1, hi: 30 },
      { lo: null, hi: null },
    ];
    expect(intervalSummary(mic, rows)).toBe(
      'Median 90 % interval: a factor of 20 from its low to its high end',
    );
    expect(
      intervalSummary(mic, [
        { lo: -1, hi: 1 },
        { lo: -2, hi: 2 },
      ]),
    ).toBe('Median 90 % interval width: 3 µM');
    expect(intervalSummary({ ...mic, interval: undefined }, rows)).toBeNull();
    expect(intervalSummary(mic, [{ lo: null, hi: null }])).toBeNull();
  });
});

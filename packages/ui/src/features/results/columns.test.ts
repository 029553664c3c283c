import { classWord, INVALID_CLASS } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { formatCell } from '../../components/format.ts';
import {
  cardColumns,
  classState,
  classStateLabel,
  classStatesOf,
  columnExplanation,
  layoutFromColumns,
  methodLabel,
  thresholdPairs,
} from './columns.ts';
import { columns, methods, rows } from './fixture.ts';

const layout = layoutFromColumns(columns, methods);
const column = (key: string) => {
  const found = columns.find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
};
const ampClass = column('amp_class');
const shortClass = column('short_class');
const [a, b, c, d] = rows as [
  (typeof rows)[0],
  (typeof rows)[0],
  (typeof rows)[0],
  (typeof rows)[0],
];

describe('classifier columns', () => {
  it("pairs each probability column with its method's class column and the service's threshold", () => {
    expect(thresholdPairs(columns)).toEqual([
      { method: 'amp', probability: 'amp_probability', class: 'amp_class', threshold: 0.5 },
      { method: 'short', probability: 'short_probability', class: 'short_class', threshold: 0.7 },
    ]);
  });

  it("keeps the service's class until the threshold is moved, then computes it (at or above is positive)", () => {
    // c has 0.55 and class 0 at the service's 0.7.
    expect(classState(layout, c, shortClass, {})).toBe('negative');
    expect(classState(layout, c, shortClass, { short: 0.55 })).toBe('positive');
    expect(classState(layout, c, shortClass, { short: 0.56 })).toBe('negative');
    expect(classState(layout, a, ampClass, { amp: 0.8 })).toBe('negative');
    // Another method's threshold changes nothing here.
    expect(classState(layout, a, ampClass, { short: 0.99 })).toBe('positive');
  });

  it("calls a record the method could not take 'Not predicted', as the files do", () => {
    expect(classState(layout, b, shortClass, { short: 0 })).toBe('not-predicted');
    expect(classState(layout, d, ampClass, { amp: 0 })).toBe('not-predicted');
    expect(classStateLabel(shortClass, 'not-predicted')).toBe(classWord(shortClass, INVALID_CLASS));
    expect(classStateLabel(ampClass, 'not-predicted')).toBe('Not predicted');
    expect(classStateLabel(ampClass, 'negative')).toBe('Non-AMP');
    expect(classStateLabel(shortClass, 'positive')).toBe('Positive');
  });

  it('offers the states a class column shows in this result', () => {
    expect(classStatesOf(layout, rows, shortClass)).toEqual([
      'positive',
      'negative',
      'not-predicted',
    ]);
    expect(classStatesOf(layout, rows.slice(0, 1), ampClass)).toEqual(['positive', 'negative']);
  });
});

describe('what columns say', () => {
  it('names methods by their labels, or by their first column without a description', () => {
    expect(methodLabel(layout, 'short')).toBe('ShortMethod');
    expect(methodLabel(layoutFromColumns(columns), 'short')).toBe('Short probability');
  });

  it('explains a class column with the threshold in force', () => {
    expect(columnExplanation(layout, ampClass, {})).toContain(
      "AMP when AMP probability is at least 0.50 (the service's threshold), else Non-AMP.",
    );
    expect(columnExplanation(layout, ampClass, { amp: 0.3 })).toContain(
      'AMP when AMP probability is at least 0.30 (the threshold you set), else Non-AMP.',
    );
    expect(columnExplanation(layout, column('mic_um'), {})).toEqual(['Unit: µM.']);
  });

  it('shows probabilities with three decimals and other numbers with three digits', () => {
    expect(formatCell(0.71234, column('amp_probability'))).toBe('0.712');
    expect(formatCell(null, column('mic_um'))).toBe('—');
    expect(formatCell(12.3456, column('mic_um'))).toBe('12.3');
    expect(formatCell(1234.5, column('mic_um'))).toBe('1234.5');
  });
});

describe("a row's card on a phone", () => {
  it("leads with the class and main score of the view's first method", () => {
    const cards = cardColumns(layout, ['id', 'sequence', 'amp_class', 'short_class', 'note']);
    expect(cards.classColumn?.key).toBe('amp_class');
    expect(cards.scoreColumn?.key).toBe('amp_probability');
    expect(cards.rest.map((c) => c.key)).toEqual(['short_class']);
    const activity = cardColumns(layout, ['id', 'sequence', 'mic_um', 'note']);
    expect(activity.classColumn).toBeUndefined();
    expect(activity.scoreColumn?.key).toBe('mic_um');
    expect(activity.rest).toEqual([]);
  });
});

import type { InputReport } from '@peptox/ui';
import { describe, expect, it } from 'vitest';
import { readyText } from './FormStatus.tsx';

const report = (count: number, unreadable?: number): InputReport => ({
  check: { count, total: count, problems: [], warning: null, empty: false },
  notes: [],
  noun: 'molecule',
  ...(unreadable === undefined ? {} : { unreadable }),
});

describe('the count beside the Submit button', () => {
  it('counts the records that cannot be read apart from those ready', () => {
    expect(readyText(report(12, 3))).toBe('9 molecules ready, 3 cannot be read');
    expect(readyText(report(2, 1))).toBe('1 molecule ready, 1 cannot be read');
  });

  it('says only how many are ready when every record can be read', () => {
    expect(readyText(report(12, 0))).toBe('12 molecules ready');
    expect(readyText(report(1))).toBe('1 molecule ready');
  });
});

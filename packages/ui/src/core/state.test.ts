import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';
import { progressState } from './progress-bar.tsx';
import { setWarning, warningStore } from './warning.ts';

describe('page title', () => {
  it('is "<page> · <site name>", or the site name alone', () => {
    expect(pageTitle('Home', 'PepTox')).toBe('Home · PepTox');
    expect(pageTitle('', 'PepTox')).toBe('PepTox');
  });
});

describe('warning', () => {
  it('starts null and is replaced whole', () => {
    expect(warningStore.get()).toBeNull();
    let calls = 0;
    const stop = warningStore.subscribe(() => calls++);
    setWarning('Sequence 1 is empty');
    setWarning('Sequence 2 is empty');
    expect(warningStore.get()).toBe('Sequence 2 is empty');
    setWarning(null);
    expect(warningStore.get()).toBeNull();
    expect(calls).toBe(3);
    stop();
  });
});

describe('progress bar state', () => {
  it('loads while requests or a navigation are in flight, else shows a failure, else idles', () => {
    expect(progressState(2, true, false)).toBe('loading');
    expect(progressState(0, false, true)).toBe('loading');
    expect(progressState(0, true, false)).toBe('failed');
    expect(progressState(0, false, false)).toBe('idle');
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSubmitted, submittedDraft, useDraft } from './use-draft.ts';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('useDraft', () => {
  it('saves a moment after a change, and never after the draft was discarded', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDraft('draft:test', () => ({ input: '' })));
    act(() => result.current[1]({ input: '>a\nGLF\n' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(JSON.parse(sessionStorage.getItem('draft:test') ?? '{}')).toEqual({
      input: '>a\nGLF\n',
    });

    // Typed, then the job was created before the save was due: nothing comes back.
    act(() => result.current[1]({ input: '>b\nKKL\n' }));
    act(() => result.current[2]());
    act(() => vi.advanceTimersByTime(1000));
    expect(sessionStorage.getItem('draft:test')).toBeNull();
  });
});

describe('the fields of the latest job submitted', () => {
  it('come back for that job only, with the fields a draft has', () => {
    const empty = { input: '', methods: [] as string[] };
    keepSubmitted('draft:test', 'job-1', { input: '>a\nGLF\n', methods: ['ampep'], extra: 1 });
    expect(submittedDraft('draft:test', 'job-1', empty)).toEqual({
      input: '>a\nGLF\n',
      methods: ['ampep'],
    });
    expect(submittedDraft('draft:test', 'job-2', empty)).toBeNull();
    expect(submittedDraft('draft:test', undefined, empty)).toBeNull();
    keepSubmitted('draft:test', 'job-2', { input: '>b\nKKL\n', methods: [] });
    expect(submittedDraft('draft:test', 'job-1', empty)).toBeNull();
  });
});

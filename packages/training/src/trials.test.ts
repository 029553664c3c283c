import type { ModelCard } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { type TrialRecord, withTrialNote } from './trials.ts';

const trial = (note: string): TrialRecord => ({
  date: '2026-11-25',
  command: 'pnpm --filter @peptox/predictor-ecotox trial',
  kept: false,
  note,
});

describe('withTrialNote', () => {
  it("puts the trial's note on the card in place of an earlier trial's, keeping the other notes", () => {
    const card = {
      notes: ['Only fish.', 'Multi-task trial (old): it helped.', 'Baseline on the same molecules'],
    } as unknown as ModelCard;
    const once = withTrialNote(card, trial('Multi-task trial (new): it did not help.'));
    expect(once.notes).toEqual([
      'Only fish.',
      'Baseline on the same molecules',
      'Multi-task trial (new): it did not help.',
    ]);
    expect(withTrialNote(once, trial('Multi-task trial (new): it did not help.')).notes).toEqual(
      once.notes,
    );
  });
});

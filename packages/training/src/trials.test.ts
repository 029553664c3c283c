import type { ModelCard } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { type TrialRecord, withTrialNote } from './trials.ts';

const trial = (id: string, note: string): TrialRecord => ({
  id,
  date: '2026-11-25',
  command: 'pnpm --filter @peptox/predictor-ssl-gcn trial:seeds',
  kept: false,
  note,
});

describe('withTrialNote', () => {
  it("puts a trial's note on the card in place of the same trial's earlier one, keeping every other note", () => {
    const card = {
      notes: ['Only fish.', 'Trial, seeds (old): it helped.', 'Trial, multi-task (x): no.'],
    } as unknown as ModelCard;
    const once = withTrialNote(card, trial('seeds', 'Trial, seeds (new): it did not help.'));
    expect(once.notes).toEqual([
      'Only fish.',
      'Trial, multi-task (x): no.',
      'Trial, seeds (new): it did not help.',
    ]);
    expect(
      withTrialNote(once, trial('seeds', 'Trial, seeds (new): it did not help.')).notes,
    ).toEqual(once.notes);
  });
});

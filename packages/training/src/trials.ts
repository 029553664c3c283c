// A trial measures an idea for a model (another task's knowledge as features, say) without
// changing the model: its command writes models/<name>.trial.json and a note on the model's card, and the
// model's own training keeps that note, so what was tried and measured stays beside the model.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelCard } from '@peptox/tool-schema';

export const TRIAL_NOTE = 'Multi-task trial';

/** What a trial's file holds at least; each trial adds its figures. */
export interface TrialRecord {
  date: string;
  command: string;
  /** Whether the measured idea won (the model should be retrained with it). */
  kept: boolean;
  /** The card's note: starts with TRIAL_NOTE. */
  note: string;
}

const trialPath = (modelsDir: string, name: string) => join(modelsDir, `${name}.trial.json`);

/** The trial file of a model, if its command was run. */
export function readTrial(modelsDir: string, name: string): TrialRecord | null {
  const path = trialPath(modelsDir, name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TrialRecord) : null;
}

/** Writes the trial's file and its note onto the model's card (models/<name>.card.json). */
export function recordTrial(modelsDir: string, name: string, trial: TrialRecord): void {
  if (!trial.note.startsWith(TRIAL_NOTE)) throw new Error(`A trial's note starts '${TRIAL_NOTE}'.`);
  writeFileSync(trialPath(modelsDir, name), `${JSON.stringify(trial, null, 2)}\n`);
  const cardPath = join(modelsDir, `${name}.card.json`);
  const card = JSON.parse(readFileSync(cardPath, 'utf8')) as ModelCard;
  writeFileSync(cardPath, `${JSON.stringify(withTrialNote(card, trial), null, 2)}\n`);
}

/** The card with the trial's note in place of an earlier trial's. */
export function withTrialNote(card: ModelCard, trial: TrialRecord): ModelCard {
  const notes = (card.notes ?? []).filter((note) => !note.startsWith(TRIAL_NOTE));
  return { ...card, notes: [...notes, trial.note] };
}

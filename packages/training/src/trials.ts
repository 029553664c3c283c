// A trial measures an idea for a model (another task's knowledge as features, more seeds) without
// changing the model: its command writes models/<name>.trial.<id>.json and a note on the model's
// card, and the model's own training keeps those notes, so what was tried and measured stays
// beside the model.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelCard } from '@peptox/tool-schema';

/** Every trial's note starts so: `Trial, <id> (...)`. */
export const TRIAL_NOTE = 'Trial, ';

/** What a trial's file holds at least; each trial adds its figures. */
export interface TrialRecord {
  /** Short and stable, e.g. 'multi-task' or 'seeds': one file and one note per id. */
  id: string;
  date: string;
  command: string;
  /** Whether the measured idea won (the model should be retrained with it). */
  kept: boolean;
  /** The card's note: starts with `Trial, <id> `. */
  note: string;
}

const prefix = (id: string) => `${TRIAL_NOTE}${id} `;

/** The trials recorded for a model, by id. */
export function readTrials(modelsDir: string, name: string): TrialRecord[] {
  if (!existsSync(modelsDir)) return [];
  return readdirSync(modelsDir)
    .filter((file) => file.startsWith(`${name}.trial.`) && file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(modelsDir, file), 'utf8')) as TrialRecord);
}

/** Writes the trial's file and its note onto the model's card (models/<name>.card.json). */
export function recordTrial(modelsDir: string, name: string, trial: TrialRecord): void {
  if (!/^[a-z0-9-]+$/.test(trial.id)) throw new Error(`A trial id is kebab-case: '${trial.id}'.`);
  if (!trial.note.startsWith(prefix(trial.id))) {
    throw new Error(`A trial's note starts '${prefix(trial.id)}'.`);
  }
  writeFileSync(
    join(modelsDir, `${name}.trial.${trial.id}.json`),
    `${JSON.stringify(trial, null, 2)}\n`,
  );
  const cardPath = join(modelsDir, `${name}.card.json`);
  const card = JSON.parse(readFileSync(cardPath, 'utf8')) as ModelCard;
  writeFileSync(cardPath, `${JSON.stringify(withTrialNote(card, trial), null, 2)}\n`);
}

/** The card with the trial's note in place of an earlier note of the same trial. */
export function withTrialNote(card: ModelCard, trial: TrialRecord): ModelCard {
  const notes = (card.notes ?? []).filter((note) => !note.startsWith(prefix(trial.id)));
  return { ...card, notes: [...notes, trial.note] };
}

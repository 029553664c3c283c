import {
  type MoleculeInputProblem,
  type MoleculeRecord,
  parseMoleculeText,
} from '@peptox/molecule';
import type { Limits } from '../config.ts';
import type { ServedTool } from '../context.ts';
import { messages } from '../http/messages.ts';

/** A compound tool's input type: 'smiles', the default; anything else is a problem. */
export function readMoleculeInputType(
  value: unknown,
  tool: Pick<ServedTool, 'name'>,
  add: (field: string, sentence: string) => void,
): 'smiles' | undefined {
  if (value === undefined || value === null || value === '' || value === 'smiles') return 'smiles';
  add('inputType', messages.moleculesOnly(tool.name, value));
  return undefined;
}

/**
 * A compound tool's input at submission: SMILES one a line (`SMILES` or `SMILES name`) or `>name`
 * / SMILES pairs. Only problems of the whole input (not text, empty, duplicate names, a `>` line
 * without a SMILES, too many molecules) are returned, and refuse the job; a molecule with a
 * problem of its own (an over-long SMILES, one RDKit cannot read) is kept and marked invalid in
 * the results. RDKit is not loaded here: the worker reads every SMILES when it predicts.
 */
export function checkMoleculeInput(
  text: string,
  limits: Pick<Limits, 'maxMolecules' | 'maxSmilesLength'>,
): { records: MoleculeRecord[]; problems: MoleculeInputProblem[] } {
  const { records, problems } = parseMoleculeText(text, {
    maxMolecules: limits.maxMolecules,
    maxSmilesLength: limits.maxSmilesLength,
  });
  return { records, problems: problems.filter((p) => p.fatal) };
}

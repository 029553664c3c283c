import { type MoleculeTextLimits, parseMoleculeText } from '@peptox/molecule';
import { parseFasta } from '@peptox/sequence';
import type { InputKind } from '@peptox/tool-schema';
import type { InputRecord } from './predictor.ts';

export interface ParsedRecords {
  records: InputRecord[];
  /** What is wrong with the input, each naming its line or record. */
  problems: string[];
  /** How the input was read where it was not plain FASTA (no header, position numbers removed). */
  notes: string[];
}

/**
 * A tool's text input as records: FASTA peptides, or SMILES one molecule a line (`SMILES name`,
 * or `>name` / SMILES pairs). Peptides with a problem are left out (each problem says which). A
 * molecule with a problem of its own (a SMILES over the length limit, a name without SMILES) keeps
 * its record with the problem attached (`predictRecords` makes it an unpredicted row); a SMILES
 * that RDKit cannot read is the predictor's to explain in its note.
 */
export function parseRecords(
  text: string,
  input: InputKind,
  limits: MoleculeTextLimits = {},
): ParsedRecords {
  if (input === 'molecule') {
    const { records, problems } = parseMoleculeText(text, limits);
    const problemOf = new Map<string, string>();
    for (const p of problems)
      if (!p.fatal && p.record !== undefined) problemOf.set(p.record, p.message);
    return {
      records: records.map(({ id, smiles }) => {
        const problem = problemOf.get(id);
        return problem === undefined ? { id, text: smiles } : { id, text: smiles, problem };
      }),
      problems: problems.map((p) => p.message),
      notes: [],
    };
  }
  const { records, problems, notes } = parseFasta(text);
  return {
    records: records.map(({ id, sequence }) => ({ id, text: sequence })),
    problems: problems.map((p) => p.message),
    notes,
  };
}

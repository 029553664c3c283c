import { parseMoleculeText } from '@peptox/molecule';
import { parseFasta } from '@peptox/sequence';
import type { InputKind } from '@peptox/tool-schema';
import type { InputRecord } from './predictor.ts';

export interface ParsedRecords {
  records: InputRecord[];
  /** What is wrong with the input, each naming its line or record. */
  problems: string[];
}

/**
 * A tool's text input as records: FASTA peptides, or SMILES one molecule a line (`SMILES name`,
 * or `>name` / SMILES pairs). Peptides with a problem are left out (each problem says which);
 * a molecule keeps its record, and the predictor says in its note why it could not be predicted.
 */
export function parseRecords(text: string, input: InputKind): ParsedRecords {
  if (input === 'molecule') {
    const { records, problems } = parseMoleculeText(text);
    return {
      records: records.map(({ id, smiles }) => ({ id, text: smiles })),
      problems: problems.map((p) => p.message),
    };
  }
  const { records, problems } = parseFasta(text);
  return {
    records: records.map(({ id, sequence }) => ({ id, text: sequence })),
    problems: problems.map((p) => p.message),
  };
}

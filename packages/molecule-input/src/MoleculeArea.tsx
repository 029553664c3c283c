import { Box, Heading, HStack } from '@chakra-ui/react';
import { DEFAULT_MAX_SMILES_LENGTH, parseMoleculeText } from '@peptox/molecule';
import { ExampleTextDialog, type InputReport } from '@peptox/ui';
import { useCallback, useMemo } from 'react';
import { MoleculeInput } from './MoleculeInput.tsx';
import { type MoleculeCheck, type MoleculeLimits, moleculeNotes } from './molecule-check.ts';

export interface MoleculeAreaProps {
  text: string;
  onTextChange: (text: string) => void;
  /** What the form shows beside its Submit button. */
  onReport: (report: InputReport) => void;
  /** The service's limits; the SMILES length defaults to the service's reader's. */
  limits: Omit<MoleculeLimits, 'maxSmilesLength'> & { maxSmilesLength?: number };
  /** The tool's example input: SMILES with names, one a line. */
  example: string;
  /** The job service's messages about the input. */
  serverErrors: string[];
}

/** Part 1 of a compound tool's submission form: the heading, the example and the molecule box. */
export function MoleculeArea({
  text,
  onTextChange,
  onReport,
  limits,
  example,
  serverErrors,
}: MoleculeAreaProps) {
  const fullLimits = useMemo(
    () => ({ maxSmilesLength: DEFAULT_MAX_SMILES_LENGTH, ...limits }),
    [limits],
  );
  const report = useCallback(
    (check: MoleculeCheck) =>
      onReport({
        check,
        notes: moleculeNotes(check),
        noun: 'molecule',
        unreadable: check.unreadable.length,
      }),
    [onReport],
  );
  return (
    <Box>
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Heading as="h2" size="md">
          1. Molecules
        </Heading>
        <ExampleTextDialog
          title="Example input"
          description={`${parseMoleculeText(example).records.length} molecules, one a line: the SMILES, a space, and a name (optional; unnamed molecules are called mol_1, mol_2, … after their position).`}
          example={example}
          onUse={onTextChange}
        />
      </HStack>
      <MoleculeInput
        value={text}
        onChange={onTextChange}
        onCheck={report}
        limits={fullLimits}
        serverErrors={serverErrors}
      />
    </Box>
  );
}

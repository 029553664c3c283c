import { Box, Heading, HStack } from '@chakra-ui/react';
import type { MethodInfo, Tool } from '@peptox/api-client';
import {
  ExampleFastaDialog,
  type FastaCheck,
  FastaInput,
  type FastaInputValue,
  genomeExample,
  type InputReport,
  skippedNotes,
} from '@peptox/ui';
import { useCallback, useMemo } from 'react';

export interface FastaAreaProps {
  value: FastaInputValue;
  onChange: (value: FastaInputValue) => void;
  /** What the form shows beside its Submit button. */
  onReport: (report: InputReport) => void;
  tool: Tool;
  /** Whether the tool's definition offers a genome (six-frame) input. */
  genome: boolean;
  /** The tool's example peptides (FASTA); the genome example is made from them. */
  example: string;
  /** The chosen methods: each says how many sequences fall outside its length window. */
  methods: readonly MethodInfo[];
  serverErrors: string[];
}

/** Part 1 of a peptide tool's submission form: the heading, the example and the FASTA box. */
export function FastaArea({
  value,
  onChange,
  onReport,
  tool,
  genome,
  example,
  methods,
  serverErrors,
}: FastaAreaProps) {
  const { mode } = value;
  const shownExample = useMemo(
    () => (mode === 'genome' ? genomeExample(example) : example),
    [mode, example],
  );
  const report = useCallback(
    (check: FastaCheck) =>
      onReport({
        check,
        // How the text was read (no header, numbered lines), then what will not be predicted.
        notes: check.empty
          ? []
          : [...check.readNotes, ...(mode === 'fasta' ? skippedNotes(check, methods) : [])],
        noun: mode === 'genome' ? 'contig' : 'sequence',
      }),
    [onReport, mode, methods],
  );
  return (
    <Box>
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Heading as="h2" size="md">
          1. Sequences
        </Heading>
        <ExampleFastaDialog
          example={shownExample}
          kind={mode === 'genome' ? 'genome' : 'peptides'}
          onUse={(text) => onChange({ ...value, text, file: null })}
        />
      </HStack>
      <FastaInput
        value={value}
        onChange={onChange}
        onCheck={report}
        limits={tool.limits}
        genome={genome ? tool.genome : undefined}
        serverErrors={serverErrors}
      />
    </Box>
  );
}

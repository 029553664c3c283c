import {
  Button,
  Field,
  HStack,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { codonTables } from '@peptox/sequence';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useInputWarning } from '../core/warning.ts';
import { FilePicker } from './FilePicker.tsx';
import {
  checkFastaInput,
  describeCheck,
  type FastaCheck,
  type FastaCheckLimits,
  type FastaMode,
  refusedInput,
} from './fasta-check.ts';
import { InputProblems } from './InputProblems.tsx';
import { fileTooLarge, formatBytes, readTextFile } from './input-check.ts';

export interface FastaInputValue {
  mode: FastaMode;
  /** Pasted text, or the text of an uploaded file small enough to show. */
  text: string;
  /** A genome file too large to show in the text box; sent as it is. */
  file: File | null;
  /** NCBI genetic code used to translate a genome. */
  codonTable: number;
}

export const emptyFastaInput: FastaInputValue = {
  mode: 'fasta',
  text: '',
  file: null,
  codonTable: 1,
};

export interface FastaInputProps {
  value: FastaInputValue;
  onChange: (value: FastaInputValue) => void;
  /** Reports the check of the current input (count, problems), for the form's submit button. */
  onCheck?: (check: FastaCheck) => void;
  limits: FastaCheckLimits;
  /** Present when the tool also takes a genome, translated in six frames. */
  genome?: { minLength: number; maxLength: number };
  /** The job service's messages about the input (fields input and file). */
  serverErrors?: string[];
}

const FASTA_FILES = '.fasta,.fa,.faa,.fas,.fna,.ffn,.txt';
const PLACEHOLDER: Record<FastaMode, string> = {
  fasta: '>peptide_1\nGLFDIVKKVVGALGSL\n>peptide_2\nKWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK',
  genome: '>contig_1\nATGAAAGCAATTTTCGTACTGAAAGGTTGGTGGCGCACTTCCTGA...',
};

/**
 * The sequence box of a submission form: paste or upload FASTA (or a genome, for tools that
 * translate one), checked as the visitor types; the count of sequences and each problem are shown,
 * and the first problem becomes the site's warning.
 */
export function FastaInput({
  value,
  onChange,
  onCheck,
  limits,
  genome,
  serverErrors = [],
}: FastaInputProps) {
  const [fileText, setFileText] = useState<string | null>(null);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const helpId = useId();
  const mode = genome ? value.mode : 'fasta';

  // Large inputs are checked after the keystroke has been painted.
  const text = useDeferredValue(value.file ? (fileText ?? '') : value.text);
  const check = useMemo(() => {
    if (uploadProblem) return refusedInput(uploadProblem);
    return checkFastaInput(text, mode, limits);
  }, [text, mode, limits, uploadProblem]);

  useEffect(() => {
    onCheck?.(check);
  }, [check, onCheck]);
  useInputWarning(check.warning);

  useEffect(() => {
    let live = true;
    setFileText(null);
    if (!value.file) return;
    readTextFile(value.file).then((read) => {
      if (!live) return;
      if ('text' in read) setFileText(read.text);
      else setUploadProblem(read.problem);
    });
    return () => {
      live = false;
    };
  }, [value.file]);

  const upload = async (file: File) => {
    const maxBytes = mode === 'genome' ? limits.maxGenomeBytes : limits.maxTextBytes;
    if (file.size > maxBytes) {
      setUploadProblem(fileTooLarge(file, maxBytes, mode === 'genome' ? ' as a genome' : ''));
      return;
    }
    setUploadProblem(null);
    if (file.size > limits.maxTextBytes) {
      onChange({ ...value, text: '', file });
      return;
    }
    // Read as the service reads an upload: UTF-16 and Latin-1 files are text, gzip is not.
    const read = await readTextFile(file);
    if ('problem' in read) setUploadProblem(`${file.name}: ${read.problem}`);
    else onChange({ ...value, text: read.text, file: null });
  };

  const invalid = (!check.empty && check.problems.length > 0) || serverErrors.length > 0;
  const label =
    mode === 'genome' ? 'Genome (nucleotide FASTA or GenBank)' : 'Peptide sequences (FASTA)';

  return (
    <Stack gap="3">
      {genome ? (
        <RadioGroup.Root
          value={mode}
          onValueChange={(details) => {
            setUploadProblem(null);
            onChange({ ...value, mode: details.value as FastaMode });
          }}
          aria-label="Kind of input"
        >
          <HStack gap="6" wrap="wrap">
            <RadioGroup.Item value="fasta">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Peptides</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="genome">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Genome, translated in six frames</RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
      ) : null}

      <Field.Root invalid={invalid} required>
        <Field.Label>{label}</Field.Label>
        {value.file ? (
          <HStack
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            justify="space-between"
            w="full"
            aria-describedby={helpId}
          >
            <Text>
              {value.file.name} ({formatBytes(value.file.size)})
            </Text>
            <Button size="sm" variant="ghost" onClick={() => onChange({ ...value, file: null })}>
              Remove the file
            </Button>
          </HStack>
        ) : (
          <Textarea
            value={value.text}
            onChange={(e) => {
              setUploadProblem(null);
              onChange({ ...value, text: e.target.value, file: null });
            }}
            placeholder={PLACEHOLDER[mode]}
            rows={10}
            fontFamily="mono"
            spellCheck={false}
            autoComplete="off"
            aria-describedby={helpId}
          />
        )}
        <Field.HelperText id={helpId} aria-live="polite">
          {check.empty
            ? mode === 'genome'
              ? `Peptides of ${genome?.minLength}–${genome?.maxLength} residues between stop codons, in all six reading frames, are predicted. Up to ${formatBytes(limits.maxGenomeBytes)}.`
              : `Up to ${limits.maxSequences.toLocaleString('en')} sequences, ${formatBytes(limits.maxTextBytes)}; each header must be unique.`
            : describeCheck(check, mode)}
        </Field.HelperText>
        {check.looksLikeDna ? (
          <Text color="fg.warning" textStyle="sm" data-testid="dna-hint">
            {genome
              ? 'This looks like nucleotides, not peptides: to scan a genome, choose “Genome, translated in six frames” above.'
              : 'This looks like nucleotides, not peptides: this tool reads amino-acid sequences.'}
          </Text>
        ) : null}
        {serverErrors.map((message) => (
          <Field.ErrorText key={message}>{message}</Field.ErrorText>
        ))}
      </Field.Root>

      <HStack gap="3" wrap="wrap">
        <FilePicker
          label="Upload a FASTA file"
          accept={FASTA_FILES}
          inputLabel="FASTA file"
          testId="fasta-file"
          onFile={upload}
        />
        {genome && mode === 'genome' ? (
          <Field.Root maxW="22rem" orientation="horizontal" gap="2">
            <Field.Label whiteSpace="nowrap">Genetic code</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={value.codonTable}
                onChange={(e) => onChange({ ...value, codonTable: Number(e.target.value) })}
              >
                {codonTables.map((table) => (
                  <option key={table.id} value={table.id}>
                    {table.id}. {table.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </HStack>

      {check.empty ? null : (
        <InputProblems problems={check.problems} label="Problems in the input" />
      )}
    </Stack>
  );
}

import { Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import type { MoleculeRecord } from '@peptox/molecule';
import {
  FilePicker,
  fileTooLarge,
  formatBytes,
  InputProblems,
  readTextFile,
  useInputWarning,
} from '@peptox/ui';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DrawMoleculeDialog, type MoleculeLine } from './DrawMoleculeDialog.tsx';
import {
  checkMoleculeText,
  describeMolecules,
  type MoleculeCheck,
  type MoleculeLimits,
  recordsToRead,
  refusedMolecules,
  type SmilesReading,
  withReading,
} from './molecule-check.ts';
import { createSmilesReader, type SmilesReaderLike } from './worker-reader.ts';

export interface MoleculeInputProps {
  /** The SMILES text, one molecule a line. */
  value: string;
  onChange: (text: string) => void;
  /** Reports the check of the current input (count, problems, unreadable molecules). */
  onCheck?: (check: MoleculeCheck) => void;
  limits: MoleculeLimits;
  /** The job service's messages about the input (fields input and file). */
  serverErrors?: string[];
  /** Reads the SMILES with RDKit; one for the page by default (in a worker), each SMILES once. */
  reader?: SmilesReaderLike;
}

const SMILES_FILES = '.smi,.smiles,.txt,.csv';
const PLACEHOLDER = 'CC(=O)Oc1ccccc1C(=O)O aspirin\nCn1cnc2c1c(=O)n(C)c(=O)n2C caffeine\nc1ccccc1O';
/** RDKit's reading is shown as under way only when it takes longer than this (no flicker while typing). */
const SHOW_READING_AFTER_MS = 150;

const pageReader = createSmilesReader();

interface Reading {
  records: readonly MoleculeRecord[];
  reading: SmilesReading;
}

/**
 * RDKit's reading of the records, in the background. Until a new reading is done (or shown as under
 * way) the last one stays, so that typing does not make the list under the input flicker.
 */
function useSmilesReading(
  records: readonly MoleculeRecord[],
  reader: SmilesReaderLike,
): SmilesReading {
  const [current, setCurrent] = useState<Reading>({ records: [], reading: { state: 'idle' } });
  useEffect(() => {
    if (records.length === 0) {
      setCurrent({ records, reading: { state: 'idle' } });
      return;
    }
    const controller = new AbortController();
    const slow = setTimeout(
      () => setCurrent({ records, reading: { state: 'reading', done: 0 } }),
      SHOW_READING_AFTER_MS,
    );
    reader
      .unreadable(records, {
        signal: controller.signal,
        onProgress: (done) => setCurrent({ records, reading: { state: 'reading', done } }),
      })
      .then(
        (unreadable) => setCurrent({ records, reading: { state: 'done', unreadable } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The visitor needs to know the check did not happen; the details are for developers.
          console.warn('RDKit could not read the SMILES:', error);
          setCurrent({ records, reading: { state: 'failed', message: 'RDKit did not start' } });
        },
      )
      .finally(() => clearTimeout(slow));
    return () => {
      controller.abort();
      clearTimeout(slow);
    };
  }, [records, reader]);
  return current.records.length === 0 && records.length > 0 ? READING_STARTED : current.reading;
}

// One object: a new one on every render would make a new check, and the form would render forever.
const READING_STARTED: SmilesReading = { state: 'reading', done: 0 };

/**
 * The compound box of a submission form: SMILES typed, pasted, uploaded or drawn, one molecule a
 * line with an optional name. Checked as the visitor types, first as the service reads the text,
 * then by RDKit in the browser (loaded on first use): the count, the problems that stop the job,
 * and the molecules that will be kept but not predicted, each named by its line.
 */
export function MoleculeInput({
  value,
  onChange,
  onCheck,
  limits,
  serverErrors = [],
  reader = pageReader,
}: MoleculeInputProps) {
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const helpId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // Whether the visitor has been in the box: only then is its caret on a line being edited.
  const edited = useRef(false);

  // Large inputs are checked after the keystroke has been painted.
  const text = useDeferredValue(value);
  const parsed = useMemo(
    () => (uploadProblem ? refusedMolecules(uploadProblem) : checkMoleculeText(text, limits)),
    [text, limits, uploadProblem],
  );
  const toRead = useMemo(() => recordsToRead(parsed), [parsed]);
  const reading = useSmilesReading(toRead, reader);
  const check = useMemo(() => withReading(parsed, reading), [parsed, reading]);

  useEffect(() => {
    onCheck?.(check);
  }, [check, onCheck]);
  useInputWarning(check.warning);

  const upload = async (file: File) => {
    if (file.size > limits.maxTextBytes) {
      setUploadProblem(fileTooLarge(file, limits.maxTextBytes));
      return;
    }
    // Read as the service reads an upload: UTF-16 and Latin-1 files are text, gzip is not.
    const read = await readTextFile(file);
    if ('problem' in read) setUploadProblem(`${file.name}: ${read.problem}`);
    else {
      setUploadProblem(null);
      onChange(read.text);
    }
  };

  const invalid = check.problems.length > 0 || serverErrors.length > 0;

  return (
    <Stack gap="3">
      <Field.Root invalid={invalid} required>
        <Field.Label>Molecules (SMILES, one a line)</Field.Label>
        <Textarea
          ref={box}
          onFocus={() => {
            edited.current = true;
          }}
          value={value}
          onChange={(e) => {
            setUploadProblem(null);
            onChange(e.target.value);
          }}
          placeholder={PLACEHOLDER}
          rows={10}
          fontFamily="mono"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-describedby={helpId}
        />
        <Field.HelperText id={helpId} aria-live="polite">
          {check.empty
            ? `One SMILES a line, optionally followed by a space and a name. Up to ${limits.maxMolecules.toLocaleString('en')} molecules, ${formatBytes(limits.maxTextBytes)}.`
            : describeMolecules(check)}
        </Field.HelperText>
        {serverErrors.map((message) => (
          <Field.ErrorText key={message}>{message}</Field.ErrorText>
        ))}
      </Field.Root>

      <HStack gap="3" wrap="wrap">
        <FilePicker
          label="Upload a SMILES file"
          accept={SMILES_FILES}
          inputLabel="SMILES file"
          testId="smiles-file"
          onFile={upload}
        />
        <DrawMoleculeDialog
          lineToEdit={() =>
            edited.current && box.current ? moleculeLineAt(value, box.current.selectionStart) : null
          }
          onAdd={(line, at) => {
            setUploadProblem(null);
            onChange(at === undefined ? appendLine(value, line) : replaceLine(value, at, line));
          }}
          reader={reader}
        />
      </HStack>

      {check.empty ? null : (
        <>
          <InputProblems problems={check.problems} label="Problems in the input" />
          <InputProblems
            problems={check.unreadable}
            label="Molecules that will not be predicted"
            tone="warning"
            showLabel
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The molecule on the line holding `offset` (a caret), as `SMILES name`; null on an empty line, a
 * comment, or a '>name' line.
 */
export function moleculeLineAt(text: string, offset: number): MoleculeLine | null {
  const line = text.slice(0, offset).split('\n').length;
  const content = (text.split('\n')[line - 1] ?? '').trim();
  if (content === '' || content.startsWith('#') || content.startsWith('>')) return null;
  const [smiles = '', ...name] = content.split(/\s+/);
  return { line, smiles, name: name.join(' ') };
}

/** The text with line `at` (from 1) replaced. */
export function replaceLine(text: string, at: number, line: string): string {
  const lines = text.split('\n');
  lines[at - 1] = line;
  return lines.join('\n');
}

/** The text with one more line at its end. */
export function appendLine(text: string, line: string): string {
  if (text.trim() === '') return `${line}\n`;
  return `${text}${text.endsWith('\n') ? '' : '\n'}${line}\n`;
}

import { Box, Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExampleDialog, LoadBoundary } from '@peptox/ui';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { Drawing, MoleculeEditorProps } from './MoleculeEditor.tsx';
import type { SmilesReaderLike } from './worker-reader.ts';

const MoleculeEditor = lazy(() => import('./MoleculeEditor.tsx'));

/** A line of the input that the editor opens with: its number (from 1), SMILES and name. */
export interface MoleculeLine {
  line: number;
  smiles: string;
  name: string;
}

export interface DrawMoleculeDialogProps {
  /** The line being edited (the caret's) when the dialog opens, or null to draw a new one. */
  lineToEdit: () => MoleculeLine | null;
  /** Puts the drawing into the input as one line (its SMILES and name): at `line`, or at the end. */
  onAdd: (text: string, line?: number) => void;
  /** Reads the drawing's SMILES as the service will (RDKit). */
  reader: SmilesReaderLike;
}

/** A name is the rest of the line: no line breaks in it. */
const oneLine = (name: string) => name.replace(/\s+/g, ' ').trim();

type Reading = { state: 'none' | 'reading' | 'ok' } | { state: 'refused'; reason: string };

/** RDKit's reading of the drawing's SMILES: a drawing the service cannot read is refused here. */
function useReading(smiles: string, reader: SmilesReaderLike): Reading {
  const [reading, setReading] = useState<Reading>({ state: 'none' });
  useEffect(() => {
    if (smiles === '') {
      setReading({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    setReading({ state: 'reading' });
    reader.unreadable([{ id: 'drawing', smiles, line: 1 }], { signal: controller.signal }).then(
      ([problem]) =>
        setReading(
          problem
            ? { state: 'refused', reason: problem.reason ?? problem.message }
            : { state: 'ok' },
        ),
      () => {
        // RDKit did not start: the service still reads the SMILES when the job runs.
        if (!controller.signal.aborted) setReading({ state: 'ok' });
      },
    );
    return () => controller.abort();
  }, [smiles, reader]);
  return reading;
}

/**
 * "Draw a molecule": a dialog with the molecule editor, the drawing's SMILES as it changes (read by
 * RDKit, so that a drawing the service cannot read is refused here, with RDKit's reason), and a
 * name. It opens with the molecule of the line being edited, or with the last drawing; its button
 * puts the drawing back on that line, or adds it as a new one. The editor is a canvas, so the
 * form's Molecules box stays the way to give molecules with a keyboard or a screen reader; the
 * dialog's SMILES box only shows the drawing's (read-only, and said so).
 */
export function DrawMoleculeDialog({ lineToEdit, onAdd, reader }: DrawMoleculeDialogProps) {
  const [drawing, setDrawing] = useState<Drawing>({ smiles: '', molfile: '' });
  const [name, setName] = useState('');
  const [target, setTarget] = useState<MoleculeLine | null>(null);
  const [initial, setInitial] = useState<MoleculeEditorProps['initial']>(null);
  const reading = useReading(drawing.smiles, reader);
  const helpId = useId();
  const ready = drawing.smiles !== '' && reading.state === 'ok';
  return (
    <ExampleDialog
      title="Draw a molecule"
      size="xl"
      fullOnPhone
      trigger={
        <Button variant="outline" size="sm">
          Draw a molecule
        </Button>
      }
      onOpenChange={(open) => {
        if (!open) return;
        const line = lineToEdit();
        setTarget(line);
        if (line) {
          setName(line.name);
          setInitial({ smiles: line.smiles });
        } else setInitial(drawing.molfile ? { molfile: drawing.molfile } : null);
      }}
      action={{
        label: target ? `Replace line ${target.line}` : 'Add to the input',
        disabled: !ready,
        onClick: () => onAdd(oneLine(`${drawing.smiles} ${oneLine(name)}`), target?.line),
      }}
    >
      <Stack gap="4">
        {/* On a phone the canvas comes first, so that all of it is in view above the buttons. */}
        <Text id={helpId} color="fg.muted" order={{ base: 1, sm: 0 }}>
          Pick an atom, a bond or a ring on the left, then click or tap on the canvas; the SMILES
          box below follows the drawing and cannot be typed into. The canvas needs a mouse, a pen or
          a finger: with a keyboard or a screen reader, close this dialog and type the SMILES into
          the form’s Molecules box instead.
        </Text>
        <Box order={{ base: 0, sm: 1 }}>
          <LoadBoundary
            fallback={
              <Text color="fg.error" role="alert">
                The molecule editor could not be loaded. Check the connection and open it again, or
                type the SMILES into the form’s Molecules box.
              </Text>
            }
          >
            <Suspense fallback={<Skeleton h={{ base: '33rem', sm: '37rem' }} />}>
              <MoleculeEditor initial={initial} onChange={setDrawing} describedBy={helpId} />
            </Suspense>
          </LoadBoundary>
        </Box>
        <Field.Root invalid={reading.state === 'refused'} readOnly order={2}>
          <Field.Label>SMILES of the drawing</Field.Label>
          <Input
            value={drawing.smiles}
            fontFamily="mono"
            placeholder="Draw a molecule above"
            data-testid="drawn-smiles"
          />
          {reading.state === 'refused' ? (
            <Field.ErrorText>RDKit cannot read this drawing: {reading.reason}.</Field.ErrorText>
          ) : (
            <Field.HelperText>Written from the drawing; it cannot be typed into.</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root order={3}>
          <Field.Label>
            Name <Field.RequiredIndicator fallback="(optional)" />
          </Field.Label>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. compound_7"
            autoComplete="off"
          />
        </Field.Root>
      </Stack>
    </ExampleDialog>
  );
}

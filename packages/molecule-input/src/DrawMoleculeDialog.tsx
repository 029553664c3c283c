import { Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExampleDialog } from '@peptox/ui';
import { Component, lazy, type ReactNode, Suspense, useId, useState } from 'react';

const MoleculeEditor = lazy(() => import('./MoleculeEditor.tsx'));

export interface DrawMoleculeDialogProps {
  /** Adds the drawn molecule to the input: its SMILES, and the name given, as one line. */
  onAdd: (line: string) => void;
}

/** A name is the rest of the line: no line breaks in it. */
const oneLine = (name: string) => name.replace(/\s+/g, ' ').trim();

/** The editor's code did not load (offline, a new deploy): say so instead of a blank dialog. */
class EditorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <Text color="fg.error" role="alert">
          The molecule editor could not be loaded. Check the connection and open it again, or type
          the SMILES into the text box.
        </Text>
      );
    }
    return this.props.children;
  }
}

/**
 * "Draw a molecule": a dialog with the molecule editor, the drawing's SMILES as it changes, and a
 * name; "Add to the input" puts them into the text as one line. The editor is a canvas, so the text
 * box stays the way to give molecules with a keyboard or a screen reader.
 */
export function DrawMoleculeDialog({ onAdd }: DrawMoleculeDialogProps) {
  const [smiles, setSmiles] = useState('');
  const [name, setName] = useState('');
  const helpId = useId();
  return (
    <ExampleDialog
      title="Draw a molecule"
      size="xl"
      trigger={
        <Button variant="outline" size="sm">
          Draw a molecule
        </Button>
      }
      onOpenChange={(open) => {
        if (!open) return;
        setSmiles('');
        setName('');
      }}
      action={{
        label: 'Add to the input',
        disabled: smiles === '',
        onClick: () => onAdd(oneLine(`${smiles} ${oneLine(name)}`)),
      }}
    >
      <Stack gap="4">
        <Text id={helpId} color="fg.muted">
          Pick an atom, a bond or a ring on the left, then click or tap on the canvas. The canvas
          needs a mouse, a pen or a finger: with a keyboard or a screen reader, type the SMILES into
          the text box instead.
        </Text>
        <EditorBoundary>
          <Suspense fallback={<Skeleton h={{ base: '24rem', md: '26rem' }} />}>
            <MoleculeEditor onChange={setSmiles} describedBy={helpId} />
          </Suspense>
        </EditorBoundary>
        <Field.Root>
          <Field.Label>SMILES of the drawing</Field.Label>
          <Input
            value={smiles}
            readOnly
            fontFamily="mono"
            placeholder="Draw a molecule above"
            data-testid="drawn-smiles"
          />
        </Field.Root>
        <Field.Root>
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

// OpenChemLib's canvas editor: about 340 KB (gzip) that load only when a visitor opens the drawing
// dialog. It runs under a strict Content-Security-Policy (no eval, no inline script).
import { Box } from '@chakra-ui/react';
import { CanvasEditor } from 'openchemlib';
import { useEffect, useRef } from 'react';

export interface MoleculeEditorProps {
  /** The drawing's SMILES after each change ('' when the canvas is empty). */
  onChange: (smiles: string) => void;
  /** Id of the text that says how to use the editor. */
  describedBy?: string;
}

/** A drawing canvas with OpenChemLib's toolbar (atoms, bonds, rings, charges, undo, clear). */
export default function MoleculeEditor({ onChange, describedBy }: MoleculeEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (!box.current) return;
    const editor = new CanvasEditor(box.current, { initialMode: 'molecule' });
    editor.setOnChangeListener(() => changed.current(editor.getMolecule().toIsomericSmiles()));
    return () => editor.destroy();
  }, []);
  return (
    <Box
      ref={box}
      role="group"
      aria-label="Molecule drawing canvas"
      aria-describedby={describedBy}
      data-testid="molecule-editor"
      position="relative"
      w="full"
      h={{ base: '24rem', md: '26rem' }}
      // The editor draws black on white, in dark mode too.
      bg="white"
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
    />
  );
}

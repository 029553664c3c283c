// OpenChemLib's canvas editor: about 340 KB (gzip) that load only when a visitor opens the drawing
// dialog. It runs under a strict Content-Security-Policy (no eval, no inline script).
import { Box } from '@chakra-ui/react';
import { CanvasEditor, Molecule } from 'openchemlib';
import { useEffect, useRef } from 'react';

/** What the editor holds: its SMILES ('' when empty) and its drawing as a molfile. */
export interface Drawing {
  smiles: string;
  molfile: string;
}

export interface MoleculeEditorProps {
  /** What to open with: an earlier drawing (its molfile, as drawn) or a molecule's SMILES. */
  initial?: { molfile: string } | { smiles: string } | null;
  /** The drawing after each change, and once at the start. */
  onChange: (drawing: Drawing) => void;
  /** Id of the text that says how to use the editor. */
  describedBy?: string;
}

/**
 * OpenChemLib draws bonds 24 px long and its tools about 21 px, whatever the canvas: a benzene
 * ring 45 px wide on an 800 px canvas, tools too small for a finger. The editor is drawn larger
 * instead: 1.6 times on a wide screen (benzene about 75 px), 1.4 times on a phone (the theme's
 * base breakpoint, below 600 px; tools about 29 px), in a box as tall as its toolbar then is.
 */
const PHONE = '(width < 600px)';
const SCALE = { phone: 1.4, wide: 1.6 } as const;

/**
 * The whole editor (toolbar and drawing) scaled from its corner to fill its box. OpenChemLib
 * reads pointers relative to its own elements (offsetX), which a uniform scale keeps consistent
 * (scaling the toolbar alone does not: a press and its release are read against different
 * elements), and it lays itself out for the box's size divided by the scale.
 */
function fitEditor(box: HTMLElement): void {
  const editor = box.firstElementChild;
  if (!(editor instanceof HTMLElement)) return;
  const scale = window.matchMedia(PHONE).matches ? SCALE.phone : SCALE.wide;
  Object.assign(editor.style, {
    transform: `scale(${scale})`,
    transformOrigin: '0 0',
    width: `${100 / scale}%`,
    height: `${100 / scale}%`,
  });
}

/** The molecule to open with (the editor sizes and places it); null when OpenChemLib cannot read it. */
function moleculeOf(initial: NonNullable<MoleculeEditorProps['initial']>): Molecule | null {
  try {
    return 'molfile' in initial
      ? Molecule.fromMolfile(initial.molfile)
      : Molecule.fromSmiles(initial.smiles);
  } catch {
    return null;
  }
}

/** A drawing canvas with OpenChemLib's toolbar (atoms, bonds, rings, charges, undo, clear). */
export default function MoleculeEditor({ initial, onChange, describedBy }: MoleculeEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const opening = useRef(initial);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const editor = new CanvasEditor(element, { initialMode: 'molecule' });
    fitEditor(element);
    const report = () => {
      const molecule = editor.getMolecule();
      changed.current({
        smiles: molecule.getAllAtoms() > 0 ? molecule.toIsomericSmiles() : '',
        molfile: molecule.toMolfile(),
      });
    };
    const molecule = opening.current ? moleculeOf(opening.current) : null;
    if (molecule) editor.setMolecule(molecule);
    editor.setOnChangeListener(({ type }) => {
      if (type === 'molecule') report();
    });
    report();
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
      // As tall as the scaled toolbar (OpenChemLib's 17 rows of tools, 361 px unscaled).
      h={{ base: '33rem', sm: '37rem' }}
      // The editor draws black on white, in dark mode too.
      bg="white"
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
    />
  );
}

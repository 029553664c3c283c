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
 * instead: up to 1.6 times on a wide screen (benzene about 75 px), 1.4 times on a phone (the
 * theme's base breakpoint, below 600 px; tools about 29 px), in a box as tall as its toolbar then
 * is, or less where the window is short: the whole drawing area stays in view above the dialog's
 * buttons, since on a touch screen a drag on the canvas draws rather than scrolls.
 */
const PHONE = '(width < 600px)';
const SCALE = { phone: 1.4, wide: 1.6 } as const;
/** OpenChemLib's toolbar unscaled: 17 rows of tools. */
const TOOLBAR_PX = 361;
/** Room between the box and the bottom of the area that scrolls it (the dialog's buttons). */
const GAP_PX = 8;

/** The nearest box around `element` that scrolls (a dialog's body), or the window's. */
function scrollingBox(element: HTMLElement): HTMLElement {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY)) return box;
  }
  return document.documentElement;
}

/**
 * Sizes the box to the room below it in its scrolling box, from its toolbar's size at the
 * largest scale (the most it needs) down to the toolbar unscaled (the least it can take), and
 * returns the scale that fills it. Measured in layout pixels, so that a dialog still scaling in
 * as it opens is measured as it will stand.
 */
function fitBox(box: HTMLElement): number {
  const most = window.matchMedia(PHONE).matches ? SCALE.phone : SCALE.wide;
  const area = scrollingBox(box);
  const areaRect = area.getBoundingClientRect();
  const zoom = area.offsetHeight > 0 ? areaRect.height / area.offsetHeight : 1;
  const bottom = area === document.documentElement ? window.innerHeight : areaRect.bottom;
  const border = box.offsetHeight - box.clientHeight;
  const room = (bottom - box.getBoundingClientRect().top) / zoom - GAP_PX - border;
  const inside = Math.max(TOOLBAR_PX, Math.min(Math.floor(TOOLBAR_PX * most), Math.floor(room)));
  box.style.height = `${inside + border}px`;
  return inside / TOOLBAR_PX;
}

/**
 * The whole editor (toolbar and drawing) scaled from its corner to fill its box. OpenChemLib
 * reads pointers relative to its own elements (offsetX), which a uniform scale keeps consistent
 * (scaling the toolbar alone does not: a press and its release are read against different
 * elements), and it lays itself out for the box's size divided by the scale.
 */
function fitEditor(box: HTMLElement, scale: number): void {
  const editor = box.firstElementChild;
  if (!(editor instanceof HTMLElement)) return;
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
    const scale = fitBox(element);
    const editor = new CanvasEditor(element, { initialMode: 'molecule' });
    fitEditor(element, scale);
    const report = () => {
      const molecule = editor.getMolecule();
      changed.current({
        smiles: molecule.getAllAtoms() > 0 ? molecule.toIsomericSmiles() : '',
        molfile: molecule.toMolfile(),
      });
    };
    editor.setOnChangeListener(({ type }) => {
      if (type === 'molecule') report();
    });
    // OpenChemLib centres a molecule it is given in its canvas as the canvas is then; the canvas
    // takes the scaled box's size when OpenChemLib's own ResizeObserver runs. Given before, a
    // molecule is centred for the unscaled size: off to the lower right. This observer, made
    // after OpenChemLib's, runs after it.
    const molecule = opening.current ? moleculeOf(opening.current) : null;
    const sized = new ResizeObserver(() => {
      sized.disconnect();
      if (molecule) editor.setMolecule(molecule);
      report();
    });
    if (element.firstElementChild) sized.observe(element.firstElementChild);
    else report();
    return () => {
      sized.disconnect();
      editor.destroy();
    };
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
      // Sized by fitBox when the editor starts: as tall as the scaled toolbar, or the room left.
      h={{ base: '33rem', sm: '37rem' }}
      // The editor draws black on white, in dark mode too.
      bg="white"
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
    />
  );
}

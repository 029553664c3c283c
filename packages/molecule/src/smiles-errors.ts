import { isElementSymbol, ORGANIC_SUBSET } from './elements.ts';

/**
 * Turns what RDKit logged while failing to read a SMILES into a clause a chemist can act on
 * ("ring bond 1 at position 2 is never closed", "'Xx' at position 2 is not an element symbol").
 * Positions are 1-based characters of the SMILES; atoms are numbered from 1 in SMILES order.
 * A message this does not know is passed on as RDKit wrote it, shortened.
 */
export function explainSmilesError(smiles: string, log: string): string {
  const lines = log
    .split('\n')
    .map((line) => line.replace(/^\[\d\d:\d\d:\d\d\]\s*/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('WARNING'));
  const text = lines.join('\n');

  if (/unclosed ring/.test(text)) return unclosedRings(smiles);
  const selfRing = text.match(/duplicated ring closure (\d+) bonds atom (\d+) to itself/);
  if (selfRing) {
    return `ring bond ${selfRing[1]} opens and closes on the same atom, ${atomAt(smiles, Number(selfRing[2]))}`;
  }
  const doubleRing = text.match(
    /ring closure (\d+) duplicates bond between atom (\d+) and atom (\d+)/,
  );
  if (doubleRing) {
    return `ring bond ${doubleRing[1]} repeats the bond between ${atomAt(smiles, Number(doubleRing[2]))} and ${atomAt(smiles, Number(doubleRing[3]))}`;
  }
  const position = Number(text.match(/check for mistakes around position (\d+)/)?.[1] ?? 0);
  if (/extra open parentheses/.test(text)) {
    return `the branch opened with '(' at position ${position} is never closed with ')'`;
  }
  if (/extra close parentheses/.test(text)) {
    return `')' at position ${position} closes no branch`;
  }
  if (/syntax error/.test(text) && position > 0) return syntaxError(smiles, position);
  const valence = text.match(/valence for atom # (\d+) (\w+), (\d+), is greater than permitted/);
  if (valence) {
    return tooManyBonds(smiles, Number(valence[1]), valence[2] ?? '', Number(valence[3]));
  }
  const kekulize = text.match(/Can't kekulize mol\.\s+Unkekulized atoms: ([\d ]+)/);
  if (kekulize) return cannotKekulize(smiles, (kekulize[1] ?? '').trim().split(/\s+/).map(Number));
  const aromatic = text.match(/non-ring atom (\d+) marked aromatic/);
  if (aromatic) {
    return `${atomAt(smiles, Number(aromatic[1]))} is written aromatic (in lower case) but is in no ring; write it in capitals`;
  }
  const first = lines.find((line) => !/check for mistakes|Failed parsing/.test(line));
  if (first !== undefined) {
    return `RDKit says: ${first.replace(/^SMILES Parse Error:\s*/, '').replace(/ for input: '.*'$/, '')}`;
  }
  return 'RDKit cannot read it as SMILES';
}

/** 'atom 3 (N at position 4)': how the messages name an atom given RDKit's 0-based index. */
function atomAt(smiles: string, atomIndex: number): string {
  const atom = smilesAtoms(smiles)[atomIndex];
  if (atom === undefined) return `atom ${atomIndex + 1}`;
  return `atom ${atomIndex + 1} (${atom.text} at position ${atom.position})`;
}

interface SmilesAtom {
  text: string;
  /** 1-based character position. */
  position: number;
}

/** The atoms of a SMILES in order (RDKit numbers atoms in the order the SMILES writes them). */
export function smilesAtoms(smiles: string): SmilesAtom[] {
  const atoms: SmilesAtom[] = [];
  for (let i = 0; i < smiles.length; i++) {
    const char = smiles[i] ?? '';
    if (char === '[') {
      const end = smiles.indexOf(']', i);
      const stop = end === -1 ? smiles.length : end + 1;
      atoms.push({ text: smiles.slice(i, stop), position: i + 1 });
      i = stop - 1;
    } else if ((char === 'C' && smiles[i + 1] === 'l') || (char === 'B' && smiles[i + 1] === 'r')) {
      atoms.push({ text: smiles.slice(i, i + 2), position: i + 1 });
      i++;
    } else if (/[BCNOPSFIbcnops*]/.test(char)) {
      atoms.push({ text: char, position: i + 1 });
    }
  }
  return atoms;
}

/** Ring-bond labels (a digit, or % and two digits) outside brackets that are opened and not closed. */
function unclosedRings(smiles: string): string {
  const open = new Map<string, number>();
  for (let i = 0; i < smiles.length; i++) {
    const char = smiles[i] ?? '';
    let label: string | null = null;
    if (char === '[') {
      const end = smiles.indexOf(']', i);
      i = end === -1 ? smiles.length : end;
    } else if (char === '%' && /^\d\d$/.test(smiles.slice(i + 1, i + 3))) {
      label = smiles.slice(i, i + 3);
      i += 2;
    } else if (/\d/.test(char)) {
      label = char;
    }
    if (label === null) continue;
    const start = i + 2 - label.length;
    if (open.has(label)) open.delete(label);
    else open.set(label, start);
  }
  const unclosed = [...open].map(([label, position]) => `${label} at position ${position}`);
  if (unclosed.length === 0) return 'a ring bond is opened but never closed';
  if (unclosed.length === 1) {
    return `ring bond ${unclosed[0]} is never closed (ring-bond digits come in pairs)`;
  }
  return `ring bonds ${unclosed.join(', ')} are never closed (ring-bond digits come in pairs)`;
}

const BONDS = '-=#:/\\$';

/** What is wrong at the position where RDKit's SMILES parser stopped. */
function syntaxError(smiles: string, position: number): string {
  const at = position - 1;
  const char = smiles[at];
  if (char === undefined) return 'the SMILES ends too early';
  const previous = smiles[at - 1] ?? '';
  const next = smiles[at + 1] ?? '';

  const bracket = smiles.lastIndexOf('[', at);
  if (bracket !== -1 && smiles.lastIndexOf(']', at - 1) < bracket) {
    return bracketAtomError(smiles, bracket);
  }
  if (/[A-Z]/.test(char)) {
    const symbol = /[a-z]/.test(next) && isElementSymbol(char + next) ? char + next : char;
    if (isElementSymbol(symbol)) return needsBrackets(symbol, position);
    const shown = /[a-z]/.test(next) ? char + next : char;
    return `'${shown}' at position ${position} is not an element symbol`;
  }
  if (/[a-z]/.test(char)) {
    if (/[A-Z]/.test(previous) && isElementSymbol(previous + char)) {
      return needsBrackets(previous + char, position - 1);
    }
    return `'${char}' at position ${position} is not an atom: element symbols start with a capital letter, and only b, c, n, o, p and s may be written in lower case (aromatic atoms)`;
  }
  if (BONDS.includes(char)) {
    if (next === '') return `the SMILES ends with the bond '${char}' and no atom after it`;
    return `the bond '${char}' at position ${position} leads to no atom`;
  }
  if (char === ')' && previous === '(')
    return `the branch '()' at position ${position - 1} is empty`;
  if (char === '(') {
    return `'(' at position ${position} opens a branch where none can start (a branch follows an atom and holds at least one atom)`;
  }
  if (char === '.') {
    if (next === '')
      return "the SMILES ends with '.' (which separates fragments) and no fragment after it";
    return `'.' at position ${position} separates no fragments`;
  }
  if (char === '%' || (/\d/.test(char) && previous === '%')) {
    return `the ring bond at position ${position} is not written as % and two digits (%10 to %99)`;
  }
  if (/\d/.test(char)) return `the ring-bond digit at position ${position} follows no atom`;
  if (!/[A-Za-z0-9[\]()=#$:/\\%.+\-@*]/.test(char)) {
    return `'${char}' at position ${position} is not allowed in SMILES`;
  }
  return `the SMILES is not valid at position ${position} ('${char}')`;
}

function needsBrackets(symbol: string, position: number): string {
  if (ORGANIC_SUBSET.has(symbol))
    return `the SMILES is not valid at position ${position} ('${symbol}')`;
  return `'${symbol}' at position ${position} must be written in brackets, as [${symbol}] (only B, C, N, O, P, S, F, Cl, Br and I may stand outside brackets)`;
}

const AROMATIC_IN_BRACKETS = new Set(['b', 'c', 'n', 'o', 'p', 's', 'se', 'as', 'te', 'si']);

/** The bracket atom starting at `start` (0-based) is where parsing failed: say why. */
function bracketAtomError(smiles: string, start: number): string {
  const end = smiles.indexOf(']', start);
  if (end === -1) {
    return `the atom opened with '[' at position ${start + 1} is never closed with ']'`;
  }
  const content = smiles.slice(start + 1, end);
  const symbol = content.replace(/^\d+/, '').match(/^(?:[A-Z][a-z]?|[a-z]{1,2}|\*)/)?.[0] ?? '';
  const shown = `[${content}] at position ${start + 1}`;
  if (symbol === '') return `${shown} names no element`;
  if (symbol === '*') return `${shown} is not written correctly`;
  if (/^[A-Z]/.test(symbol)) {
    if (isElementSymbol(symbol))
      return `${shown} is not written correctly (after the element may come @ or @@, H and a count, a charge such as + or -2, and :n)`;
    if (isElementSymbol(symbol[0] ?? ''))
      return `${shown} is not written correctly ('${symbol}' is not an element symbol)`;
    return `'${symbol}' in ${shown} is not an element symbol`;
  }
  if (AROMATIC_IN_BRACKETS.has(symbol) || AROMATIC_IN_BRACKETS.has(symbol[0] ?? '')) {
    return `${shown} is not written correctly`;
  }
  return `'${symbol}' in ${shown} is not an element symbol (aromatic atoms in lower case are b, c, n, o, p, s, se, as, te and si)`;
}

// The largest valence RDKit allows an uncharged atom, by atomic number. A charged atom is allowed
// what the element of its electron count is (RDKit's rule): [O-] as F, 1; [N+] as C, 4.
const MAX_VALENCE: Record<number, number> = {
  1: 1,
  5: 3,
  6: 4,
  7: 3,
  8: 2,
  9: 1,
  14: 4,
  15: 5,
  16: 6,
  17: 1,
};
const ATOMIC_NUMBER: Record<string, number> = {
  H: 1,
  B: 5,
  C: 6,
  N: 7,
  O: 8,
  F: 9,
  Si: 14,
  P: 15,
  S: 16,
  Cl: 17,
};

/** The charge written in a bracket atom ('[O-]' -1, '[NH4+]' +1, '[Fe+3]' +3); 0 outside brackets. */
function chargeOf(atom: string): number {
  const charge = atom.replace(/:\d+\]$/, ']').match(/([+-])(\d+|\1*)\]$/);
  if (!charge) return 0;
  const [, sign, rest = ''] = charge;
  const size = /^\d+$/.test(rest) ? Number(rest) : rest.length + 1;
  return sign === '-' ? -size : size;
}

function tooManyBonds(smiles: string, atomIndex: number, element: string, valence: number): string {
  const written = smilesAtoms(smiles)[atomIndex]?.text;
  const charge = written ? chargeOf(written) : 0;
  const z = ATOMIC_NUMBER[element];
  const max = z === undefined ? undefined : MAX_VALENCE[z - charge];
  const allowed = max === undefined ? '' : ` (at most ${max})`;
  const atom = charge === 0 ? element : (written ?? element);
  const hint =
    charge === 0 && (element === 'N' || element === 'O')
      ? `; a charged atom is written with its charge, as [${element}+]`
      : '';
  return `${atomAt(smiles, atomIndex)} has a valence of ${valence} (its bonds, a double bond counting 2, and hydrogens), more than ${atom} allows${allowed}${hint}`;
}

function cannotKekulize(smiles: string, atomIndexes: readonly number[]): string {
  const atoms = smilesAtoms(smiles);
  const numbers = atomIndexes.map((i) => i + 1).join(', ');
  const nitrogen = atomIndexes.some((i) => atoms[i]?.text === 'n');
  const hint = nitrogen
    ? '; an aromatic nitrogen that carries a hydrogen is written [nH] (as in pyrrole, c1cc[nH]c1)'
    : '; check the ring size and which atoms are written in lower case';
  return `the aromatic ring atoms ${numbers} cannot be given alternating single and double bonds (RDKit cannot kekulize them)${hint}`;
}

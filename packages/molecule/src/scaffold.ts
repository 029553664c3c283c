import { ELEMENT_SYMBOLS } from './elements.ts';
import type { RdkitJsonMolecule } from './graph.ts';

/**
 * The Bemis-Murcko scaffold of a molecule as a SMILES that RDKit still has to canonicalise
 * (RDKit.js has no scaffold function). As RDKit's MurckoDecompose: the ring atoms and the linker
 * atoms between ring systems are kept (non-ring atoms are pruned from the chain ends inward until
 * none is left with fewer than two neighbours), and so are atoms double-bonded to a kept atom
 * (C=O on a ring or linker). A kept atom that lost neighbours takes hydrogens in their place, by
 * bond order. Stereo is dropped. '' for a molecule without rings.
 *
 * The SMILES is written in Kekulé form with every atom in brackets with its hydrogen count and
 * every bond explicit, so RDKit reads back exactly this graph and perceives aromaticity itself.
 */
export function murckoScaffoldSmiles(molecule: RdkitJsonMolecule): string {
  const count = molecule.atoms.length;
  const neighbours: { atom: number; bond: number }[][] = Array.from({ length: count }, () => []);
  molecule.bonds.forEach(({ begin, end }, bond) => {
    neighbours[begin]?.push({ atom: end, bond });
    neighbours[end]?.push({ atom: begin, bond });
  });
  const inRing = new Set(molecule.rings.flat());
  if (inRing.size === 0) return '';

  // Prune chain ends: what remains are ring systems and the paths joining them.
  const core = new Array<boolean>(count).fill(true);
  const degree = neighbours.map((list) => list.length);
  const ends: number[] = [];
  for (let atom = 0; atom < count; atom++)
    if (!inRing.has(atom) && degree[atom] <= 1) ends.push(atom);
  for (let atom = ends.pop(); atom !== undefined; atom = ends.pop()) {
    if (!core[atom]) continue;
    core[atom] = false;
    for (const { atom: next } of neighbours[atom] ?? []) {
      if (!core[next]) continue;
      degree[next] = (degree[next] ?? 0) - 1;
      if (!inRing.has(next) && (degree[next] ?? 0) <= 1) ends.push(next);
    }
  }
  const kept = [...core];
  for (const { begin, end, kekuleOrder } of molecule.bonds) {
    if (kekuleOrder !== 2 || core[begin] === core[end]) continue;
    kept[core[begin] ? end : begin] = true;
  }

  // Hydrogens take the place of removed neighbours, keeping each atom's valence.
  const hydrogens = molecule.atoms.map((atom) => atom.hydrogens);
  for (const { begin, end, kekuleOrder } of molecule.bonds) {
    if (kept[begin] && !kept[end]) hydrogens[begin] = (hydrogens[begin] ?? 0) + kekuleOrder;
    if (kept[end] && !kept[begin]) hydrogens[end] = (hydrogens[end] ?? 0) + kekuleOrder;
  }

  const atomText = (index: number): string => {
    const atom = molecule.atoms[index];
    if (atom === undefined) return '';
    const h = hydrogens[index] ?? 0;
    const hText = h === 0 ? '' : h === 1 ? 'H' : `H${h}`;
    const c = atom.charge;
    const charge = c === 0 ? '' : c === 1 ? '+' : c === -1 ? '-' : c > 0 ? `+${c}` : `${c}`;
    const isotope = atom.isotope === 0 ? '' : String(atom.isotope);
    return `[${isotope}${ELEMENT_SYMBOLS[atom.atomicNumber] ?? '*'}${hText}${charge}]`;
  };
  const bondText = (bond: number): string =>
    BOND_SYMBOLS[molecule.bonds[bond]?.kekuleOrder ?? 1] ?? '-';
  const keptNeighbours = neighbours.map((list) => list.filter(({ atom }) => kept[atom]));
  return writeSmiles(kept, keptNeighbours, atomText, bondText);
}

const BOND_SYMBOLS: Record<number, string> = { 1: '-', 2: '=', 3: '#' };

/**
 * A (non-canonical) SMILES of the kept atoms: depth-first from the lowest index of each fragment,
 * branches in parentheses, ring closures numbered from the lowest free label.
 */
function writeSmiles(
  kept: readonly boolean[],
  neighbours: readonly { atom: number; bond: number }[][],
  atomText: (atom: number) => string,
  bondText: (bond: number) => string,
): string {
  const visited = new Array<boolean>(kept.length).fill(false);
  const children: { atom: number; bond: number }[][] = kept.map(() => []);
  // Ring closures in the order they are written at each atom: opened at the atom seen first.
  const closures: { bond: number; opens: boolean }[][] = kept.map(() => []);

  const explore = (atom: number, viaBond: number) => {
    visited[atom] = true;
    for (const { atom: next, bond } of neighbours[atom] ?? []) {
      if (bond === viaBond) continue;
      if (!visited[next]) {
        children[atom]?.push({ atom: next, bond });
        explore(next, bond);
      } else if (!closures[atom]?.some((c) => c.bond === bond)) {
        // `next` was seen earlier and is still on the path: it opens the ring bond, `atom` closes it.
        closures[next]?.push({ bond, opens: true });
        closures[atom]?.push({ bond, opens: false });
      }
    }
  };

  const labels = new Map<number, number>();
  const write = (atom: number): string => {
    let text = atomText(atom);
    // Closings first; a label freed here is not reused on the same atom ("C11" is an error).
    const freed: number[] = [];
    for (const { bond } of (closures[atom] ?? []).filter((c) => !c.opens)) {
      const label = labels.get(bond) ?? 0;
      text += ringLabel(label);
      labels.delete(bond);
      freed.push(label);
    }
    for (const { bond } of (closures[atom] ?? []).filter((c) => c.opens)) {
      const used = new Set([...labels.values(), ...freed]);
      let label = 1;
      while (used.has(label)) label++;
      labels.set(bond, label);
      text += bondText(bond) + ringLabel(label);
    }
    const branches = (children[atom] ?? []).map(
      ({ atom: next, bond }) => bondText(bond) + write(next),
    );
    const last = branches.pop();
    return text + branches.map((branch) => `(${branch})`).join('') + (last ?? '');
  };

  const fragments: string[] = [];
  for (let atom = 0; atom < kept.length; atom++) {
    if (!kept[atom] || visited[atom]) continue;
    explore(atom, -1);
    fragments.push(write(atom));
  }
  return fragments.join('.');
}

function ringLabel(label: number): string {
  return label < 10 ? String(label) : `%${label}`;
}

// The search box: where the ligand's atoms may go (centre and size in Å, axis-aligned).

export interface Box {
  center: [number, number, number];
  size: [number, number, number];
}

/** Å added on every side of a reference ligand's heavy atoms, as for a co-crystallised ligand. */
export const BOX_PADDING = 8;

/** The heavy atoms' extent plus `padding` Å on every side, centred on them. */
export function boxAroundAtoms(
  atoms: readonly { x: number; y: number; z: number; element?: string }[],
  padding = BOX_PADDING,
): Box {
  const heavy = atoms.filter((a) => a.element !== 'H');
  const used = heavy.length > 0 ? heavy : atoms;
  const range = (['x', 'y', 'z'] as const).map((k) => {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const a of used) {
      lo = Math.min(lo, a[k]);
      hi = Math.max(hi, a[k]);
    }
    return [lo, hi] as const;
  });
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    center: range.map(([lo, hi]) => round((lo + hi) / 2)) as Box['center'],
    size: range.map(([lo, hi]) => round(hi - lo + 2 * padding)) as Box['size'],
  };
}

/** Does the box reach any receptor atom? A box that misses the receptor docks into nothing. */
export function boxTouches(
  box: Box,
  atoms: readonly { x: number; y: number; z: number }[],
): boolean {
  return atoms.some(
    (a) =>
      Math.abs(a.x - box.center[0]) <= box.size[0] / 2 &&
      Math.abs(a.y - box.center[1]) <= box.size[1] / 2 &&
      Math.abs(a.z - box.center[2]) <= box.size[2] / 2,
  );
}

/** The nearest distance (Å) from the box to a receptor atom, for a message about a box that misses. */
export function boxDistance(
  box: Box,
  atoms: readonly { x: number; y: number; z: number }[],
): number {
  let best = Number.POSITIVE_INFINITY;
  for (const a of atoms) {
    const d = [a.x, a.y, a.z].map((v, i) =>
      Math.max(0, Math.abs(v - (box.center[i] as number)) - (box.size[i] as number) / 2),
    );
    best = Math.min(best, Math.hypot(...d));
  }
  return best;
}

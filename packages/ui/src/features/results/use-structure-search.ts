import type { ResultRow } from '@peptox/tool-schema';
import { useEffect, useState } from 'react';
import { findColumn, type ResultLayout } from './columns.ts';
import { canonicalColumn, canonicalSmiles, loadMolecules } from './molecules.ts';

export type StructureSearch =
  | { status: 'off' }
  /** Comparing the rows' canonical SMILES with the text's (the first time takes a moment). */
  | { status: 'searching' }
  | { status: 'ready'; canonical: string; matches: (i: number) => boolean }
  /** The text is not a SMILES RDKit can read: names and text only. */
  | { status: 'not-smiles' };

// Per result: the rows' canonical SMILES, computed once and shared by every search.
const columns = new WeakMap<readonly ResultRow[], Promise<(string | null)[]>>();

function canonicalRows(rows: readonly ResultRow[], key: string): Promise<(string | null)[]> {
  let column = columns.get(rows);
  if (!column) {
    const smiles = rows.map((row) => (typeof row[key] === 'string' ? (row[key] as string) : null));
    column = canonicalColumn(smiles);
    column.catch(() => columns.delete(rows));
    columns.set(rows, column);
  }
  return column;
}

/**
 * For a result whose input is a molecule: the rows whose structure is the one the text writes
 * (any valid way of writing it), by canonical SMILES.
 */
export function useStructureSearch(
  layout: ResultLayout,
  rows: readonly ResultRow[],
  text: string,
): StructureSearch {
  const molecular = findColumn(layout, layout.inputKey)?.type === 'molecule';
  const query = text.trim();
  const [search, setSearch] = useState<StructureSearch>({ status: 'off' });

  useEffect(() => {
    if (!molecular || !query) {
      setSearch({ status: 'off' });
      return;
    }
    let live = true;
    setSearch({ status: 'searching' });
    (async () => {
      const loaded = await loadMolecules();
      const canonical = canonicalSmiles(loaded, query);
      if (!canonical) return { status: 'not-smiles' } as const;
      const column = await canonicalRows(rows, layout.inputKey);
      return {
        status: 'ready',
        canonical,
        matches: (i: number) => column[i] === canonical,
      } as const;
    })()
      .then((result) => live && setSearch(result))
      .catch(() => live && setSearch({ status: 'not-smiles' }));
    return () => {
      live = false;
    };
  }, [molecular, query, rows, layout.inputKey]);

  return search;
}

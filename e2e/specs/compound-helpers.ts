// What the compound specs share: the tools, their example input, and the files only they may load.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { exampleSmiles as bestoxExample } from '../../apps/bestox/src/example.ts';
import { exampleSmiles as ecotoxExample } from '../../apps/ecotoxicology/src/example.ts';
import { dists } from '../support/paths.ts';

export const compoundTools = [
  { id: 'bestox', name: 'BESTox', example: bestoxExample, title: /Predict acute oral toxicity/ },
  {
    id: 'ecotoxicology',
    name: 'Ecotoxicology',
    example: ecotoxExample,
    title: /Predict acute toxicity to fish/,
  },
] as const;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * The files of a build that only a compound page may load: RDKit's WebAssembly and JS, the worker
 * that reads SMILES with it, and the molecule editor (OpenChemLib), found by what they contain or
 * their chunk name. Paths relative to the build.
 */
export function moleculeOnlyFiles(dist: string): { rdkit: string[]; editor: string[] } {
  const rdkit: string[] = [];
  const editor: string[] = [];
  for (const path of files(dist)) {
    const name = relative(dist, path);
    if (name.endsWith('.wasm')) rdkit.push(name);
    if (!name.endsWith('.js')) continue;
    const code = readFileSync(path, 'utf8');
    if (code.includes('openchemlib')) editor.push(name);
    else if (code.includes('RDKit_minimal') || name.includes('smiles-reader')) rdkit.push(name);
  }
  return { rdkit, editor };
}

/** Every molecule-only file of the compound tools' builds, by file name. */
export function moleculeOnlyNames(): Set<string> {
  const names = new Set<string>();
  for (const { id } of compoundTools) {
    const dist = dists().tools[id];
    if (!dist) continue;
    const { rdkit, editor } = moleculeOnlyFiles(dist);
    for (const name of [...rdkit, ...editor]) names.add(name.split('/').at(-1) as string);
  }
  return names;
}

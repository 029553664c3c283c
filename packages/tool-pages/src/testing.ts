/**
 * What every tool app's unit test checks of its tool module, in one place (it uses vitest's
 * `expect`, so only tests import it): the module is what its catalogue entry says, and its method
 * prose loads and cites each paper once.
 */
import { findTool } from '@peptox/tool-contract';
import { expect } from 'vitest';
import type { DefinedTool } from './define-tool.tsx';

/**
 * Checks the module against its catalogue entry (the input its kind reads, a route for each extra
 * page) and loads its method page; returns the titles of the papers it cites, in order.
 */
export async function checkToolModule(tool: DefinedTool): Promise<string[]> {
  const info = findTool(tool.id);
  if (!info) throw new Error(`${tool.id} is not in the catalogue`);
  if (info.kind === 'molecule') expect(tool.definition.input).toEqual({ kind: 'smiles' });
  expect(tool.routes.map((r) => r.path)).toEqual(expect.arrayContaining([...info.extraPages]));

  const { pages } = tool.definition;
  if (!('method' in pages)) return [];
  const { default: Prose, references } = await pages.method();
  expect(typeof Prose).toBe('function');
  const titles = references.map((r) => r.title);
  expect(new Set(titles).size, 'each paper cited once').toBe(titles.length);
  return titles;
}

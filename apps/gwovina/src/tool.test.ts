import { findTool } from '@peptox/tool-contract';
import { expect, it } from 'vitest';
import { tool } from './tool.tsx';

// The pages of a docking job tool are defineDockingTool's (its test lists them).
it('is a docking job tool in the blog palette', () => {
  const { palette } = findTool(tool.id) ?? {};
  expect([tool.definition.input.kind, palette, tool.name]).toEqual(['docking', 'blog', 'GWOVina']);
});

it('describes GWOVina: its binary, its one extra option and its paper first', async () => {
  const { default: program } = await import('./content/program.tsx');
  expect(program.binary).toBe('gwovina');
  expect(program.options.map((option) => option.flag)).toEqual(['--num_wolves']);
  expect(program.references[0]?.doi).toBe('10.1111/cbdd.13764');
});

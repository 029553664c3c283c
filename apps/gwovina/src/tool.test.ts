import { findTool } from '@peptox/tool-contract';
import { expect, it } from 'vitest';
import { tool } from './tool.tsx';

it('is a docking job tool in the blog layout, with the pages of a job tool', () => {
  expect(tool.definition.input).toEqual({ kind: 'docking' });
  expect(findTool(tool.id)?.palette).toBe('blog');
  expect(tool.routes.map((route) => route.path)).toEqual([
    'home',
    'help',
    'method',
    'statistics',
    'jobs/:id?',
    'retrieve/:email?',
  ]);
});

it('describes GWOVina: its binary, its one extra option and its paper first', async () => {
  const { default: program } = await import('./content/program.tsx');
  expect(program.binary).toBe('gwovina');
  expect(program.options.map((option) => option.flag)).toEqual(['--num_wolves']);
  expect(program.references[0]?.doi).toBe('10.1111/cbdd.13764');
});

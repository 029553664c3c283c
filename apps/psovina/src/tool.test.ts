import { findTool } from '@peptox/tool-contract';
import { describe, expect, it } from 'vitest';
import program from './content/program.tsx';
import { tool } from './tool.tsx';

describe('PSOVina', () => {
  it('is a docking job tool in the blog palette', () => {
    const { input } = tool.definition;
    const { palette } = findTool('psovina') ?? {};
    expect([input.kind, palette, tool.name]).toEqual(['docking', 'blog', 'PSOVina']);
  });

  it('runs PSOVina 2.0 with the PSO options, the two-stage ones belonging to psovina2ls', () => {
    const flags = (build: string | undefined) =>
      program.options.filter((option) => option.onlyIn === build).map((option) => option.flag);
    expect(program.binary).toBe('psovina');
    expect(flags(undefined)).toEqual(['--num_particles', '--w', '--c1', '--c2']);
    expect(flags('psovina2ls')).toEqual(['--Cr', '--R']);
  });
});

import { describe, expect, it } from 'vitest';
import { findTool, toolCatalogue } from './catalogue.ts';
import { toolNavigation } from './navigation.ts';

describe('the catalogue', () => {
  it('gives every tool a tagline, and a heading and intro for its home', () => {
    for (const tool of toolCatalogue) {
      expect(tool.tagline, tool.id).not.toBe('');
      expect(tool.home.title, tool.id).not.toBe('');
      expect(tool.home.intro.length, tool.id).toBeGreaterThan(80);
      // *italics* come in pairs: an odd count would set the rest of the intro in italics.
      expect((tool.home.intro.match(/\*/g) ?? []).length % 2, tool.id).toBe(0);
    }
  });
});

describe('toolNavigation', () => {
  const nav = (id: string) =>
    toolNavigation(findTool(id) as NonNullable<ReturnType<typeof findTool>>);

  it("gives a prediction tool the design's pages and its own extra ones", () => {
    expect(nav('ampep').map((item) => item.label)).toEqual([
      'Home',
      'Help',
      'Method',
      'Statistics',
      'Dataset',
      'Retrieve',
    ]);
    expect(nav('hemopep').map((item) => item.to)).toEqual([
      'home',
      'help',
      'method',
      'statistics',
      'contact',
      'jobs',
    ]);
  });

  it('links the docking programs to each other', () => {
    expect(nav('gwovina')).toEqual([
      { label: 'GWOVina', to: '/gwovina/home' },
      { label: 'PSOVina', to: '/psovina/home' },
    ]);
  });
});

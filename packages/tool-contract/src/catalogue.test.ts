import { describe, expect, it } from 'vitest';
import { toolCatalogue } from './catalogue.ts';

// toolNavigation is tested where tools are made of it (tool-pages' define-tool.test.tsx).
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

import { describe, expect, it } from 'vitest';
import {
  findRemote,
  findTool,
  jobPagePath,
  remoteIds,
  siteRemoteAt,
  siteRemotes,
  toolCatalogue,
} from './catalogue.ts';

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

describe('the site remotes', () => {
  it('have ids, paths and dev ports of their own', () => {
    const ids = remoteIds;
    expect(new Set(ids).size).toBe(ids.length);
    const ports = [...toolCatalogue.map((t) => t.devPort), ...siteRemotes.map((r) => r.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
    for (const remote of siteRemotes) expect(findTool(remote.path)).toBeUndefined();
    expect(siteRemoteAt('sequence-info')?.id).toBe('workbench');
    expect(findRemote('workbench')?.name).toBe('Peptide workbench');
  });

  it("show a job where its tool's pages are: a tool's own, or the workbench's for the profile", () => {
    expect(jobPagePath('ampep', 'AbC')).toBe('/ampep/jobs/AbC');
    expect(jobPagePath('profile', 'AbC')).toBe('/sequence-info/jobs/AbC');
  });
});

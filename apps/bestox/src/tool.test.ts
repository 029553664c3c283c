import { describe, expect, it } from 'vitest';
import { references } from './content/method.tsx';
import { tool } from './tool.tsx';

describe('the bestox tool module', () => {
  it('takes SMILES and has the design navigation, with the contact page the catalogue gives it', () => {
    expect(tool.definition.input).toEqual({ kind: 'smiles' });
    expect(tool.navigation.map((n) => n.label)).toEqual([
      'Home',
      'Help',
      'Method',
      'Statistics',
      'Contact',
      'Retrieve',
    ]);
    expect(tool.routes.map((r) => r.path)).toContain('contact');
  });

  it('cites every reference once', () => {
    const titles = references.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

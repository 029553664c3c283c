import { describe, expect, it } from 'vitest';
import { tool } from './tool.tsx';

describe('the AmPEP tool module', () => {
  it('has the design navigation, with the dataset page of its own', () => {
    expect(tool.navigation.map((n) => n.label)).toEqual([
      'Home',
      'Help',
      'Method',
      'Statistics',
      'Dataset',
      'Retrieve',
    ]);
    expect(tool.routes.map((r) => r.path)).toContain('dataset');
  });
});

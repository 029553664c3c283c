import { describe, expect, it } from 'vitest';
import { tool } from './tool.tsx';

describe('the ACPep tool module', () => {
  it('has the design navigation and routes', () => {
    expect(tool.navigation.map((n) => n.label)).toEqual([
      'Home',
      'Help',
      'Method',
      'Statistics',
      'Retrieve',
    ]);
    expect(tool.routes.map((r) => r.path)).toEqual([
      'home',
      'help',
      'method',
      'statistics',
      'jobs/:id?',
      'retrieve/:email?',
    ]);
  });
});

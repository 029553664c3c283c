import { describe, expect, it } from 'vitest';
import { tool } from './tool.tsx';

describe('the HemoPep tool module', () => {
  it('has the design navigation, with its contact page, and both retrieve routes', () => {
    expect(tool.navigation.map((n) => n.label)).toEqual([
      'Home',
      'Help',
      'Method',
      'Statistics',
      'Contact',
      'Retrieve',
    ]);
    const paths = tool.routes.map((r) => r.path);
    expect(paths).toContain('contact');
    // retrieve/:email? serves both /hemopep/retrieve and /hemopep/retrieve/:email.
    expect(paths).toContain('retrieve/:email?');
  });
});

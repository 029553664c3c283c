import { describe, expect, it } from 'vitest';
import { projectPageOf } from './project.ts';

describe("the project's own page, from its package.json", () => {
  it('takes the homepage first, then the repository in any of npm’s forms', () => {
    expect(
      projectPageOf({
        homepage: 'https://peptox.example.org',
        repository: 'https://git.example.org/p',
      }),
    ).toBe('https://peptox.example.org');
    expect(
      projectPageOf({
        repository: { type: 'git', url: 'git+https://git.example.org/lab/peptox.git' },
      }),
    ).toBe('https://git.example.org/lab/peptox');
    expect(projectPageOf({ repository: 'github:lab/peptox' })).toBe(
      'https://github.com/lab/peptox',
    );
    expect(projectPageOf({ repository: 'https://gitlab.com/lab/peptox' })).toBe(
      'https://gitlab.com/lab/peptox',
    );
  });

  it('gives none rather than a link that cannot be opened in a browser', () => {
    expect(projectPageOf({})).toBeNull();
    expect(projectPageOf({ homepage: '' })).toBeNull();
    expect(projectPageOf({ repository: 'git@git.example.org:lab/peptox.git' })).toBeNull();
    expect(projectPageOf({ homepage: 'javascript:alert(1)' })).toBeNull();
    expect(projectPageOf({ repository: { url: 42 } })).toBeNull();
  });
});

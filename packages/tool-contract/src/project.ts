// The repository's root package.json: its `homepage` (or `repository`) is where the project that
// makes the tools answers questions about them, whoever runs a given site.
import rootPackage from '../../../package.json' with { type: 'json' };

/** The fields of a package.json that say where a project lives. */
export interface PackageLinks {
  homepage?: unknown;
  repository?: unknown;
}

/**
 * The web address of a project from its package.json: `homepage`, else `repository` (a URL, an
 * object with `url`, or npm's "github:owner/name" shorthand); null when neither gives an http(s)
 * address, so that no page links to a made-up one.
 */
export function projectPageOf({ homepage, repository }: PackageLinks): string | null {
  const candidates = [
    homepage,
    typeof repository === 'object' && repository !== null
      ? (repository as { url?: unknown }).url
      : repository,
  ];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const page = webAddress(candidate.trim());
    if (page) return page;
  }
  return null;
}

const HOSTS: Record<string, string> = {
  github: 'https://github.com/',
  gitlab: 'https://gitlab.com/',
  bitbucket: 'https://bitbucket.org/',
};

function webAddress(value: string): string | null {
  const shorthand = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+)$/.exec(value);
  if (shorthand) return `${HOSTS[shorthand[1] as string]}${shorthand[2]}`;
  // npm writes repositories as git URLs: git+https://host/owner/name.git
  const url = value.replace(/^git\+/, '').replace(/\.git$/, '');
  if (!URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? url : null;
}

const { homepage, repository } = rootPackage as PackageLinks;

/** Where the project behind the tools answers questions about them; null when its package names no page. */
export const projectPage: string | null = projectPageOf({ homepage, repository });

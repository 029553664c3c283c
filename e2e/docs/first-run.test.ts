// The README's first commands, run as pasted: in a script or a shell that cannot answer npx's
// "Ok to proceed?" (asked where pnpm 10 is not installed yet), so every npx says --yes; and CI
// runs the README's own test command.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.ts';

const read = (path: string) => readFileSync(`${repoRoot}${path}`, 'utf8');

/** The commands of the README's first shell block, each line split at '&&'. */
function firstCommands(): string[][] {
  const block = /```sh\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => line.split('&&').map((command) => command.trim()));
}

/** npx commands that would stop to ask before fetching the package (name@version) they run. */
function asking(text: string): string[] {
  return [...text.matchAll(/\bnpx\s+(?!(?:--yes|-y)\s)[^\s`]*@[^\s`]*/g)].map((match) => match[0]);
}

describe("the README's first run", () => {
  it('installs and starts, and installs and tests, without a question on the way', () => {
    const commands = firstCommands();
    expect(commands.map((line) => line.map((c) => c.split(/\s+/).at(-1)))).toEqual([
      ['install', 'start'],
      ['install', 'test'],
    ]);
    for (const command of commands.flat()) expect(asking(command)).toEqual([]);
  });

  it('asks no question in any npx command of the README or the deploy guide', () => {
    expect(asking(read('README.md'))).toEqual([]);
    expect(asking(read('docs/deploy.md'))).toEqual([]);
  });

  it('is what CI runs: .ci/run ends with the README’s test command', () => {
    const test = firstCommands()[1]?.at(-1) as string;
    const ci = read('.ci/run').trim().split('\n').at(-1) ?? '';
    expect(
      ci
        .split('&&')
        .map((command) => command.trim())
        .at(-1),
    ).toBe(test);
    expect(asking(read('.ci/run'))).toEqual([]);
  });
});

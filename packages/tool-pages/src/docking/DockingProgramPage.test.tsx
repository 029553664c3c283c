// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { findTool } from '@peptox/tool-contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DockingProgramPage } from './DockingProgramPage.tsx';
import { defineDockingTool, dockingProgramPage } from './page-module.tsx';
import { buildSteps, type DockingProgram, exampleRun } from './program.ts';

const program: DockingProgram = {
  intro: <p>TestVina is a program for tests.</p>,
  search: <p>It searches with a swarm.</p>,
  results: [
    {
      heading: 'TestVina (Doe, 2020)',
      setup: 'Ten complexes.',
      findings: [
        { measure: 'Speed', finding: 'Twice as fast as Vina.', where: 'Abstract' },
        { measure: 'Accuracy', finding: 'As accurate as Vina.', where: 'Table 2' },
      ],
    },
    { heading: 'TestVina 2 (Doe, 2022)', setup: 'Five complexes.', findings: [] },
  ],
  downloads: [
    { label: 'TestVina’s page', href: 'https://example.org/testvina', description: 'the source' },
  ],
  sourceFolder: 'testvina-1.0',
  binary: 'testvina',
  options: [
    { flag: '--num_birds', defaultValue: '8', meaning: 'Number of birds' },
    { flag: '--rough', defaultValue: '0.1', meaning: 'Roughing factor', onlyIn: 'testvina2' },
  ],
  references: [
    {
      authors: 'Doe J',
      title: 'TestVina',
      source: 'Journal of Tests',
      year: 2020,
      doi: '10.1000/test',
    },
  ],
};

afterEach(cleanup);

const gwovina = findTool('gwovina') as NonNullable<ReturnType<typeof findTool>>;

function renderPage() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <DockingProgramPage tool={gwovina} program={program} />
    </ChakraProvider>,
  );
}

describe('the docking program page', () => {
  it('has one h1 and headings that never skip a level', () => {
    const { container } = renderPage();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How the search works',
      'What the papers measured against AutoDock Vina',
      'Get and build GWOVina',
      'Run GWOVina',
      'How to cite GWOVina',
    ]);
  });

  it('shows each paper’s findings with where the paper states them', () => {
    renderPage();
    const paper = screen.getByRole('region', { name: 'TestVina (Doe, 2020)' });
    const items = within(paper)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Speed: Twice as fast as Vina. (source: Abstract)',
      'Accuracy: As accurate as Vina. (source: Table 2)',
    ]);
    expect(screen.getByRole('region', { name: 'TestVina 2 (Doe, 2022)' }).textContent).toContain(
      'Five complexes.',
    );
  });

  it('names its links and lists the program’s options, marking those of one build', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'TestVina’s page' }).getAttribute('href')).toBe(
      'https://example.org/testvina',
    );
    const own = screen.getByRole('table', { name: 'The options GWOVina adds to Vina’s' });
    const rows = within(own)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['--num_birds', '8', 'Number of birds'],
      ['--rough', '0.1', 'Roughing factor (testvina2 only)'],
    ]);
    expect(
      screen.getByRole('table', { name: 'AutoDock Vina’s options in the example' }).textContent,
    ).toContain('--receptor');
  });

  it('ends with the program’s papers, then AutoDock Vina’s, each linked by its DOI', () => {
    renderPage();
    const links = screen.getAllByRole('link');
    const last = links.slice(-2);
    expect(last.map((a) => a.getAttribute('href'))).toEqual([
      'https://doi.org/10.1000/test',
      'https://doi.org/10.1002/jcc.21334',
    ]);
    expect(last.map((a) => a.textContent)).toEqual(['doi:10.1000/test', 'doi:10.1002/jcc.21334']);
  });

  it('titles the document with the program’s name', () => {
    renderPage();
    expect(document.title).toBe('GWOVina · PepTox');
  });
});

describe('the example run and build', () => {
  it('runs the program on the README’s complex with the main build’s options at their defaults', () => {
    const run = exampleRun(program);
    expect(run).toContain('testvina --receptor 1ps3_protein.pdbqt');
    expect(run).toContain('--ligand 1ps3_ligand.pdbqt');
    expect(run).toContain('--center_x 31.951 --center_y 65.5053');
    expect(run).toContain('--num_birds 8 \\');
    expect(run).not.toContain('--rough');
    // Every continued line ends in a backslash, so the command pastes into a shell whole.
    // Each command is whole: a line ends in a backslash exactly when the next one continues it
    // (indented), and no line is too long to read on a phone.
    const lines = run.split('\n');
    lines.forEach((line, i) => {
      const continues = lines[i + 1]?.startsWith('    ') ?? false;
      expect(line.endsWith(' \\'), line).toBe(continues);
      expect(line.length, line).toBeLessThanOrEqual(44);
    });
    expect(run.split('\n').at(-1)).toBe('    --cpu 8 --out 1ps3_docked.pdbqt');
  });

  it('builds in the source folder and runs the built binary', () => {
    const steps = buildSteps(program);
    expect(steps).toContain('cd testvina-1.0/build/linux/release');
    expect(steps.trim().split('\n').at(-1)).toBe('./testvina --help');
  });
});

describe('dockingProgramPage', () => {
  it('loads the tool’s content and gives the page under the catalogue’s name', async () => {
    const page = dockingProgramPage('psovina', async () => ({ default: program }));
    const { default: Page } = await page();
    render(
      <ChakraProvider value={defaultSystem}>
        <Page />
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      findTool('psovina')?.home.title,
    );
    expect(screen.getByRole('heading', { name: 'Run PSOVina' })).toBeTruthy();
  });
});

describe('defineDockingTool', () => {
  it('makes an information tool whose one page is the docking-program page', async () => {
    const tool = defineDockingTool({
      id: 'gwovina',
      content: async () => ({ default: program }),
    });
    expect(tool.definition.input).toEqual({ kind: 'none' });
    expect(tool.routes.map((route) => route.path)).toEqual(['home']);
    const lazy = tool.routes[0]?.lazy;
    if (typeof lazy !== 'function') throw new Error('the home route does not load on demand');
    const { Component } = (await lazy()) as { Component: () => React.ReactNode };
    render(
      <ChakraProvider value={defaultSystem}>
        <Component />
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { name: 'How to cite GWOVina' })).toBeTruthy();
  });
});

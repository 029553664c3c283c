// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import redockBench from '@peptox/docking/bench/results/redock.json';
import scoreBench from '@peptox/docking/bench/results/score.json';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DockingProgramProse } from './DockingProgramProse.tsx';
import { defineDockingTool } from './page-module.tsx';
import { buildSteps, type DockingProgram, exampleRun } from './program.ts';
import { median } from './RedockAgreement.tsx';

const program: DockingProgram = {
  servedSearch: 'gwo',
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

function renderPage() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <DockingProgramProse name="GWOVina" program={program} />
    </ChakraProvider>,
  );
}

describe('the docking method prose', () => {
  it('has h2 sections, what this site runs first, and headings that never skip a level', () => {
    const { container } = renderPage();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    expect(levels[0]).toBe(2);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 2) + 1);
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What this site runs',
      'The GWOVina program',
      'How the search works',
      'What the papers measured against AutoDock Vina',
      'Get and build GWOVina',
      'Run GWOVina',
    ]);
  });

  it("states the score's agreement with Vina as the committed benchmark file gives it", () => {
    renderPage();
    const table = screen.getByRole('table', { name: /The Vina score/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(scoreBench.rows.length);
    const first = scoreBench.rows[0] as { complex: string; vinaScore: number };
    expect(rows[0]?.textContent).toContain(first.complex);
    expect(rows[0]?.textContent).toContain(first.vinaScore.toFixed(3).replace('-', '−'));
    const local = scoreBench.rows.map((r) => r.local - r.vinaLocal);
    const agreeing = local.filter((d) => Math.abs(d) <= 0.05).length;
    const lower = local.filter((d) => d < -0.05).length;
    const higher = local.filter((d) => d > 0.05).length;
    expect(screen.getByRole('region', { name: 'What this site runs' }).textContent).toContain(
      `within 0.05 kcal/mol on ${agreeing} of ${scoreBench.rows.length} complexes`,
    );
    expect(screen.getByRole('region', { name: 'What this site runs' }).textContent).toContain(
      `of the others, this site's run ends at a lower score than Vina's on ${lower} and at a higher one on ${higher}`,
    );
  });

  it('states the redocking of its own search beside Vina as the committed benchmark file gives it', () => {
    renderPage();
    const runs = (method: string) =>
      new Map(redockBench.rows.filter((r) => r.method === method).map((r) => [r.complex, r.rmsd]));
    const [gwo, vina] = [runs('gwo'), runs('vina')];
    const both = [...gwo.keys()].filter((c) => vina.has(c));
    const found = (m: Map<string, number>) => both.filter((c) => (m.get(c) as number) <= 2).length;
    const table = screen.getByRole('table', { name: /Redocking/ });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(both.length);
    expect(screen.getByRole('region', { name: 'What this site runs' }).textContent).toContain(
      `crystal ligand (heavy atoms, symmetry taken into account) for ${found(gwo)} of them, and AutoDock Vina’s for ${found(vina)}`,
    );
  });

  it("sets its median poses scored beside the Monte Carlo search's, which the file has for every complex", () => {
    renderPage();
    const evaluations = (method: string) =>
      new Map(
        redockBench.rows
          .filter((r) => r.method === method)
          .map((r) => [r.complex, r.evaluations as number]),
      );
    const [gwo, monteCarlo] = [evaluations('gwo'), evaluations('monte-carlo')];
    const complexes = [...gwo.keys()];
    expect(complexes.every((c) => monteCarlo.has(c))).toBe(true);
    const count = (c: Map<string, number>) =>
      Math.round(median(complexes.map((k) => c.get(k) as number))).toLocaleString('en');
    expect(screen.getByRole('region', { name: 'What this site runs' }).textContent).toContain(
      `scored a median of ${count(gwo)} poses, where the Monte Carlo search written the same way as Vina's scored ${count(monteCarlo)}`,
    );
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

describe('defineDockingTool', () => {
  it("makes a job tool with the shared pages; its method page tells the program's story and cites it, then Vina", async () => {
    const tool = defineDockingTool({
      id: 'gwovina',
      content: async () => ({ default: program }),
    });
    expect(tool.definition.input).toEqual({ kind: 'docking' });
    expect(tool.routes.map((route) => route.path)).toEqual([
      'home',
      'help',
      'method',
      'statistics',
      'jobs/:id?',
      'retrieve/:email?',
    ]);
    const { default: Prose, references } = await tool.definition.pages.method();
    expect(references.map((r) => r.doi)).toEqual(['10.1000/test', '10.1002/jcc.21334']);
    render(
      <ChakraProvider value={defaultSystem}>
        <Prose />
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Run GWOVina' })).toBeTruthy();
  });
});

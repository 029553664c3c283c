// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { Column, ResultRow, TableSpec } from '@peptox/tool-schema';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsView } from './ResultsView.tsx';

// chart.js measures its canvas's parent, which happy-dom does not lay out; the charts are drawn
// in Chromium by the end-to-end specs.
vi.mock('./HistogramChart.tsx', () => ({ HistogramChart: () => null }));

// happy-dom lays nothing out: the scrolling box gets a size, so that the virtual rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A compound tool's result, as BESTox describes its rows (RDKit runs for real, in Node).
const columns: Column[] = [
  { key: 'id', label: 'ID', type: 'text' },
  { key: 'smiles', label: 'Structure', type: 'molecule' },
  {
    key: 'neg_log_ld50_mol_kg',
    label: '−log LD50',
    type: 'number',
    method: 'bestox',
    unit: 'log mol/kg',
  },
  { key: 'ld50_mg_kg', label: 'LD50', type: 'number', method: 'bestox', unit: 'mg/kg' },
  { key: 'ghs_category', label: 'GHS category', type: 'text', method: 'bestox' },
  { key: 'note', label: 'Note', type: 'text' },
];
const methods = [{ id: 'bestox', label: 'BESTox', description: '', default: true }];
const tables: TableSpec[] = [
  { id: 'toxicity', label: 'Toxicity', columns: columns.map((c) => c.key) },
];
const rows: ResultRow[] = [
  row('ethanol', 'CCO', 1.5, 7060, '5'),
  row('aspirin', 'CC(=O)Oc1ccccc1C(=O)O', 2.1, 1400, '4'),
  row('benzene', 'c1ccccc1', 1.8, 1200, '4'),
  {
    ...row('broken', 'C1CC', null, null, null),
    note: 'The SMILES is not valid: ring bond 1 is never closed.',
  },
];

function row(
  id: string,
  smiles: string,
  logLd50: number | null,
  ld50: number | null,
  ghs: string | null,
): ResultRow {
  return {
    id,
    smiles,
    neg_log_ld50_mol_kg: logLd50,
    ld50_mg_kg: ld50,
    ghs_category: ghs,
    note: null,
  };
}

function renderView() {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ResultsView columns={columns} tables={tables} rows={rows} methods={methods} fileName="t" />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('results of a compound tool', () => {
  it("draws each molecule's depiction, and says so for a SMILES RDKit cannot read", async () => {
    renderView();
    const region = screen.getByRole('region', { name: 'Toxicity results' });
    const ethanol = await within(region).findByRole(
      'img',
      { name: 'Structure of ethanol: CCO' },
      { timeout: 10_000 },
    );
    expect(ethanol.innerHTML).toMatch(/^<svg[^>]*>/);
    expect(ethanol.innerHTML).not.toMatch(/<script|on\w+=/i);
    // Each depiction is drawn on its own turn: under load the others come later than ethanol's.
    await waitFor(
      () => expect(region.querySelectorAll('[data-depiction="drawn"]')).toHaveLength(3),
      { timeout: 10_000 },
    );
    expect(
      await within(region).findByText(
        'No depiction: RDKit cannot read this SMILES.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    // The SMILES stays as text beside its picture; the records export as a SMILES file.
    expect(within(region).getByText('CC(=O)Oc1ccccc1C(=O)O')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SMI' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'FASTA' })).toBeNull();
  }, 20_000);

  it('finds a structure by its canonical SMILES, however the search writes it', async () => {
    renderView();
    const search = screen.getByLabelText('Filter rows by name or SMILES');
    const showing = () => screen.getByText(/^Showing \d+ of 4 rows$/).textContent;
    // Ethanol written from the other end, and aspirin written in another atom order.
    for (const [query, id] of [
      ['OCC', 'ethanol'],
      ['OC(=O)c1ccccc1OC(C)=O', 'aspirin'],
    ] as const) {
      await act(async () => {
        fireEvent.change(search, { target: { value: query } });
      });
      await waitFor(() => expect(showing()).toBe('Showing 1 of 4 rows'), { timeout: 10_000 });
      const region = screen.getByRole('region', { name: 'Toxicity results' });
      expect(within(region).getByText(id)).toBeTruthy();
    }
    expect(screen.getByText(/Also finds the structure CC\(=O\)Oc1ccccc1C\(=O\)O/)).toBeTruthy();
    // A name still finds its row; text that is no SMILES finds names and SMILES text only.
    await act(async () => {
      fireEvent.change(search, { target: { value: 'benz' } });
    });
    await waitFor(() => expect(showing()).toBe('Showing 1 of 4 rows'));
    await waitFor(() => expect(screen.getByText(/Not a SMILES RDKit can read/)).toBeTruthy());
  }, 20_000);

  it('summarises a regression by how many it predicted, without classes', () => {
    renderView();
    const summary = screen.getByRole('region', { name: 'BESTox' });
    expect(summary.textContent).toContain('3 of 4 molecules predicted');
    expect(summary.querySelectorAll('[data-class-count]')).toHaveLength(0);
  });
});

describe('results of a tool with twelve classifiers (the Tox21 assays)', () => {
  const assays = Array.from({ length: 12 }, (_, i) => `nr_${i + 1}`);
  const gcnColumns: Column[] = [
    { key: 'id', label: 'ID', type: 'text' },
    { key: 'smiles', label: 'Structure', type: 'molecule' },
    ...assays.flatMap((a, i): Column[] => [
      { key: `${a}_probability`, label: `${a} probability`, type: 'probability', method: a },
      {
        key: `${a}_class`,
        label: `${a} class`,
        type: 'class',
        method: a,
        classes: { positive: 'Active', negative: 'Inactive' },
        threshold: 0.2 + i / 100,
      },
    ]),
    { key: 'note', label: 'Note', type: 'text' },
  ];
  const gcnRows: ResultRow[] = ['CCO', 'c1ccccc1', 'CC(=O)O'].map((smiles, r) => ({
    id: `m${r}`,
    smiles,
    ...Object.fromEntries(
      assays.flatMap((a, i) => {
        const p = (r + 1) / 4;
        return [
          [`${a}_probability`, p],
          [`${a}_class`, p >= 0.2 + i / 100 ? 1 : 0],
        ];
      }),
    ),
    note: null,
  }));
  const gcnTables: TableSpec[] = [
    { id: 'all', label: 'Assays', columns: gcnColumns.map((c) => c.key) },
  ];

  it("keeps its summary short, starts each slider at the assay's own threshold, and filters every column", async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <ResultsView
            columns={gcnColumns}
            tables={gcnTables}
            rows={gcnRows}
            methods={[]}
            fileName="t"
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const sliders = [...summary.querySelectorAll('[role=slider]')];
    expect(sliders.map((s) => s.getAttribute('aria-valuenow'))).toEqual([
      '0.2',
      '0.21',
      '0.22',
      '0.23',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show all 12 methods' }));
    });
    expect(within(summary).getAllByRole('heading', { level: 3 })).toHaveLength(12);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Class and score filters' }));
    });
    expect(screen.getAllByRole('combobox')).toHaveLength(12);
    expect(screen.getAllByRole('group', { name: /probability$/ })).toHaveLength(12);
    // A class at its own threshold: m0 (0.25) is active for the assays at 0.20 to 0.25 only.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('nr_12 class', { selector: 'select' }), {
        target: { value: 'positive' },
      });
    });
    expect(screen.getByText(/^Showing \d+ of 3 rows$/).textContent).toBe('Showing 2 of 3 rows');
  }, 60_000);
});

// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { TableSpec } from '@peptox/tool-schema';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutFromColumns, shownColumns } from './columns.ts';
import { evidenceColumns, evidenceRows } from './evidence-fixture.ts';
import { exportKeys, exportRows } from './export.ts';
import { MethodSummaries } from './MethodSummaries.tsx';
import { ResultsView } from './ResultsView.tsx';
import { NO_FILTERS } from './row-model.ts';
import { methodSummaries } from './summary.ts';
import { newThresholdStore, setThreshold } from './thresholds.ts';

vi.mock('./HistogramChart.tsx', () => ({ HistogramChart: () => null }));

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const layout = layoutFromColumns(evidenceColumns);
const tables: TableSpec[] = [
  {
    id: 'activity',
    label: 'Activity',
    columns: ['id', 'sequence', 'amp_class', 'mic_um', 'mic_um_low', 'mic_um_high', 'note'],
  },
];

describe('columns shown and exported with their evidence', () => {
  it('keeps a FASTA header to the values the view shows, without the evidence added to CSV', () => {
    const { text } = exportRows('fasta', {
      layout,
      keys: ['id', 'sequence', 'mic_um', 'note'],
      rows: evidenceRows.slice(1, 2),
      thresholds: {},
      filters: NO_FILTERS,
    });
    expect(text).toBe('>near mic_um=15\nGIGKFLHSAKKFGKAFVGEIMKS\n');
  });

  it("leaves an interval's bounds out of a view that shows its value, and only then", () => {
    const keys = (list: string[]) => shownColumns(layout, list).map((c) => c.key);
    expect(keys(['id', 'mic_um', 'mic_um_low', 'mic_um_high'])).toEqual(['id', 'mic_um']);
    expect(keys(['id', 'mic_um_low', 'mic_um_high'])).toEqual(['id', 'mic_um_low', 'mic_um_high']);
  });

  it("exports each value's interval after it and its model's evidence before the note", () => {
    const { keys } = exportKeys(layout, ['id', 'mic_um', 'amp_class', 'note'], NO_FILTERS);
    expect(keys).toEqual([
      'id',
      'mic_um',
      'mic_um_low',
      'mic_um_high',
      'amp_class',
      'amp_threshold',
      'mic_um_measured',
      'mic_nearest_id',
      'mic_nearest_similarity',
      'mic_nearest_measured',
      'mic_nearest_input',
      'mic_in_domain',
      'amp_class_measured',
      'amp_nearest_id',
      'amp_nearest_similarity',
      'amp_nearest_measured',
      'amp_nearest_input',
      'amp_in_domain',
      'note',
    ]);
  });
});

const view = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ResultsView
          columns={evidenceColumns}
          tables={tables}
          rows={evidenceRows}
          methods={[]}
          fileName="t"
        />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('the results view with evidence', () => {
  it("shows each value's interval, marks a row outside the domain, and puts what was measured first", async () => {
    view();
    const table = await screen.findByRole('table');
    // The bounds are not columns of their own: the value's cell shows them.
    expect(within(table).queryByRole('columnheader', { name: /MIC low/ })).toBeNull();
    const cells = await within(table).findAllByRole('button', { name: /^MIC of/ });
    const [magainin, near, far] = cells.map((c) => c);
    expect(magainin?.querySelector('[data-part="measured"]')?.textContent).toBe('measured 6.74 µM');
    expect(magainin?.textContent).toMatch(/^measured 6\.74 µMpredicted122\.10–70$/);
    expect(near?.querySelector('[data-part="measured"]')).toBeNull();
    expect(near?.querySelector('[data-part="interval"]')?.textContent).toBe('2.50–90');
    expect(far?.getAttribute('data-evidence')).toBe('outside');
    expect(far?.querySelector('[data-part="outside"]')?.textContent).toBe('outside');
    expect(near?.getAttribute('data-evidence')).toBe('inside');
    // A class too: the training peptide's class first, labelled so (an AMP set says so, no assay).
    const [ampMagainin] = within(table).getAllByRole('button', { name: /^AMP class of/ });
    expect(ampMagainin?.textContent).toMatch(/^labelled AMPpredicted\s*AMP/);

    // One click away: the nearest measured peptide, and the reason a row is outside.
    act(() => {
      if (far) fireEvent.click(far);
    });
    const detail = await screen.findByRole('dialog', { name: 'MIC of far' });
    expect(detail.textContent).toContain(
      'Nearest measured: a 10 % identical peptide (EC.csv 9), 50 µM.',
    );
    expect(detail.textContent).toContain('Outside the model’s domain');
    expect(detail.textContent).toContain('has seen no peptide this similar');
  });

  it('says what the threshold means, in precision and recall, as the slider moves', async () => {
    const store = newThresholdStore();
    render(
      <ChakraProvider value={defaultSystem}>
        <MethodSummaries
          layout={layout}
          rows={evidenceRows}
          summaries={methodSummaries(layout, evidenceRows)}
          thresholds={store}
        />
      </ChakraProvider>,
    );
    const summary = screen.getByRole('region', { name: 'AMP probability' });
    const point = () => summary.querySelector('[data-part="operating-point"]')?.textContent;
    expect(point()).toBe(
      'At 0.60, on records the model was not trained on: Of those called AMP, 87 % were (precision); 80 % of the AMP are called (recall).',
    );
    act(() => setThreshold(store, 'amp', 0.88));
    expect(point()).toBe(
      'At 0.90, on records the model was not trained on: Of those called AMP, 97 % were (precision); 40 % of the AMP are called (recall).',
    );
    // The evidence columns are not summarised as if they were values.
    expect(summary.textContent).not.toContain('Similarity');
  });
});

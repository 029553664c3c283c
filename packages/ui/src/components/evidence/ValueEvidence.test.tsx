// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { Column, ResultRow } from '@peptox/tool-schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ValueEvidence } from './ValueEvidence.tsx';

afterEach(cleanup);

const of = { method: 'hc50', model: 'hc50' };
const columns: Column[] = [
  { key: 'id', label: 'ID', type: 'text' },
  { key: 'sequence', label: 'Sequence', type: 'text' },
  {
    key: 'hc50_um',
    label: 'HC50',
    type: 'number',
    unit: 'µM',
    ...of,
    interval: { low: 'hc50_um_low', high: 'hc50_um_high', level: 0.9 },
  },
  { key: 'hc50_um_low', label: 'low', type: 'number', unit: 'µM', ...of, role: 'interval-low' },
  { key: 'hc50_um_high', label: 'high', type: 'number', unit: 'µM', ...of, role: 'interval-high' },
  { key: 'hc50_nearest_id', label: 'Nearest', type: 'text', ...of, role: 'nearest-id' },
  {
    key: 'hc50_nearest_similarity',
    label: 'Sim',
    type: 'number',
    ...of,
    role: 'nearest-similarity',
  },
  {
    key: 'hc50_nearest_measured',
    label: 'Measured HC50',
    type: 'number',
    unit: 'µM',
    ...of,
    role: 'nearest-measured',
  },
  { key: 'hc50_nearest_input', label: 'Input', type: 'text', ...of, role: 'nearest-input' },
  { key: 'hc50_in_domain', label: 'Domain', type: 'class', ...of, role: 'in-domain' },
  {
    key: 'hc50_um_measured',
    label: 'HC50, measured',
    type: 'number',
    unit: 'µM',
    ...of,
    role: 'measured',
    measures: 'hc50_um',
    measurement: 'measured',
  },
];
const base: ResultRow = {
  id: 'p',
  sequence: 'GIGKFLHSAKKFGKAFVGEIMNS',
  hc50_um: 120,
  hc50_um_low: 15,
  hc50_um_high: 950,
  hc50_nearest_id: 'hd50.csv 12',
  hc50_nearest_similarity: 0.87,
  hc50_nearest_measured: 98,
  hc50_nearest_input: 'GIGKFLHSAKKFGKAFVGEIMKS',
  hc50_in_domain: 1,
};

const show = (row: ResultRow) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <ValueEvidence columns={columns} column={columns[2] as Column} row={row} peptide />
    </ChakraProvider>,
  );

describe('a value with its evidence', () => {
  it('shows the value, its 90 % interval and the nearest measured peptide', () => {
    const { container } = show(base);
    expect(screen.getByText('120 µM')).toBeTruthy();
    expect(screen.getByText('90 % interval: 15–950 µM')).toBeTruthy();
    expect(
      screen.getByText('Nearest measured: an 87 % identical peptide (hd50.csv 12), 98 µM.'),
    ).toBeTruthy();
    expect(container.querySelector('[data-evidence]')?.getAttribute('data-evidence')).toBe(
      'inside',
    );
    expect(screen.queryByText('Outside the model’s domain')).toBeNull();
  });

  it('mutes a value outside the domain and says so', () => {
    const { container } = show({ ...base, hc50_in_domain: 0 });
    expect(screen.getByText('Outside the model’s domain')).toBeTruthy();
    expect(container.querySelector('[data-evidence="outside"]')).toBeTruthy();
  });

  it('puts the measured value first for a training peptide, the prediction second', () => {
    const { container } = show({
      ...base,
      hc50_nearest_similarity: 1,
      hc50_nearest_input: base.sequence,
      hc50_um_measured: 98,
    });
    const parts = [...container.querySelectorAll('[data-part]')].map((e) =>
      e.getAttribute('data-part'),
    );
    expect(parts.slice(0, 2)).toEqual(['measured', 'value']);
    expect(container.querySelector('[data-part="measured"]')?.textContent).toBe(
      'Measured 98 µM (in the training data as hd50.csv 12)',
    );
    expect(screen.getByText('Predicted 120 µM')).toBeTruthy();
    expect(container.querySelector('[data-part="nearest"]')).toBeNull();
  });
});

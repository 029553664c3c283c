// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { EvidenceSummary } from '@peptox/tool-schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EvidenceFigures } from './EvidenceFigures.tsx';

// chart.js needs a laid-out canvas (drawn in Chromium by the end-to-end specs); its table is tested
// here through the props it receives.
const charts: unknown[] = [];
vi.mock('@peptox/ui', () => ({
  ReliabilityChart: (props: unknown) => {
    charts.push(props);
    return null;
  },
}));

afterEach(() => {
  cleanup();
  charts.length = 0;
});

const bins = (observed: number[]) =>
  observed.map((o, i) => ({
    from: i / 2,
    to: (i + 1) / 2,
    n: 10,
    meanPredicted: i / 2 + 0.25,
    observed: o,
  }));

const evidence: EvidenceSummary = {
  similarity: { measure: 'alignment-identity' },
  lengthWindow: { min: 5, max: 60 },
  method: 'Validation on held-out records.',
  heads: {
    mic: {
      task: 'regression',
      domain: {
        cutoff: 0.2,
        basis: 'error-growth',
        rule: 'the error grew below it',
        n: 100,
        rmse: 0.55,
        inside: { n: 90, rmse: 0.5 },
        outside: { n: 10, rmse: 0.74 },
        bins: [],
      },
      interval: {
        level: 0.9,
        bands: [],
        validation: {
          n: 730,
          coverage: 0.9123,
          meanWidth: 1.8571,
          inside: { n: 712, coverage: 0.9101, meanWidth: 1.8314 },
          outside: { n: 18, coverage: 1, meanWidth: 2.8714 },
        },
      },
    },
    amp: {
      task: 'classification',
      domain: {
        cutoff: 0.1,
        basis: 'coverage',
        rule: 'the error did not grow',
        n: 100,
        rmse: 0.25,
        inside: { n: 95, rmse: 0.25 },
        outside: { n: 5, rmse: 0.27 },
        bins: [],
      },
      calibration: {
        method: 'platt',
        validation: {
          n: 2091,
          before: { brier: 0.0664, ece: 0.0295 },
          after: { brier: 0.0643, ece: 0.0139 },
        },
        reliability: { before: bins([0.1, 0.9]), after: bins([0.24, 0.76]) },
      },
      threshold: {
        value: 0.58,
        rule: 'the highest Matthews correlation',
        precision: 0.91,
        recall: 0.75,
        validation: { n: 2091, precision: 0.8663, recall: 0.8004 },
        curve: [],
      },
    },
  },
};

describe("a model card's evidence", () => {
  it('states the domain, the coverage of the intervals, the calibration and the threshold from the card', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <EvidenceFigures evidence={evidence} title="AmPEP" />
      </ChakraProvider>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Trained on peptides of 5–60 residues');
    expect(text).toContain('Inside at a similarity of 0.2 or more: the error grew below it.');
    expect(text).toContain('On 730 held-out records, 91.2 % of the measured values fell inside');
    expect(text).toContain(
      'Inside the domain: coverage 91.0 %, mean width 1.83 (712 records); outside: 100.0 %, 2.87 (18 records)',
    );
    const calibration = screen.getByRole('table', {
      name: 'Calibration of amp on held-out records',
    });
    expect([...calibration.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Before calibration0.06640.0295',
      'After calibration0.06430.0139',
    ]);
    // One pair of figures per threshold, the stated (out-of-fold) one that every page shows.
    expect(text).toContain(
      'of those called positive, 91 % were (precision); 75 % of the positives were called (recall)',
    );
    expect(text).not.toContain('87 %');
    expect(charts).toEqual([
      expect.objectContaining({ before: evidence.heads.amp?.calibration?.reliability?.before }),
    ]);
  });
});

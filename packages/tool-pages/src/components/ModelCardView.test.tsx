// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type ToolDetails, toolDetailsQueryOptions } from '@peptox/api-client';
import type { ModelCard } from '@peptox/tool-schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardFigure } from './CardFigure.tsx';
import { humanize, MetricsTable, setLabel } from './ModelCardView.tsx';

afterEach(cleanup);

const card = {
  name: 'acpep',
  title: 'ACPep',
  date: '2026-11-23',
  model: 'random forest',
  output: 'probability',
  data: { files: [], counts: {}, preparation: '' },
  features: { count: 639, description: 'profile' },
  split: {},
  hyperParameters: {},
  metrics: {
    validation: { n: 142, mcc: 0.78, rocAuc: 0.948 },
    'validation.anticp': { n: 60, mcc: 0.79, rocAuc: 0.971 },
    randomPeptides: { n: 2000, calledPositive: 0.125, meanScore: 0.31 },
  },
} satisfies ModelCard;

function renderWith(children: ReactNode, client = new QueryClient()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('MetricsTable', () => {
  it('puts evaluations with other metrics in a table of their own, with readable labels', () => {
    renderWith(<MetricsTable card={card} />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    const [performance, decoys] = tables as [HTMLElement, HTMLElement];
    expect(
      within(performance)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Evaluation', 'n', 'MCC', 'ROC AUC']);
    expect(within(performance).getByText('Held-out 20 % (never used to choose settings): anticp'));
    expect(within(decoys).getByText('Share called class 1')).toBeTruthy();
    expect(within(decoys).getByText('0.125')).toBeTruthy();
  });

  it('labels unknown evaluations from their names', () => {
    expect(setLabel('crossValidation10Fold.iacp')).toBe('10-fold cross-validation, all data: iacp');
    expect(setLabel('someNewCheck')).toBe('Some new check');
    expect(setLabel('leakage.validationScaffoldSplit')).toBe(
      'Shared with training: held-out 20 % by scaffold',
    );
    expect(setLabel('Scaffold split, test ROC-AUC')).toBe('Scaffold split, test ROC-AUC');
    // A number's decimal point parts nothing; its ranges read with an en dash.
    expect(setLabel('Applicability domain: held-out Brier RMSE at similarity 0-0.2')).toBe(
      'Applicability domain: held-out Brier RMSE at similarity 0–0.2',
    );
    expect(setLabel('crossValidationBySimilarity 0.2-0.3')).toBe(
      'Cross validation by similarity 0.2–0.3',
    );
    expect(humanize('NR-AR-LBD')).toBe('NR-AR-LBD');
  });
});

describe('CardFigure', () => {
  it('shows a figure of a served card, as a percentage when asked', () => {
    const client = new QueryClient();
    client.setQueryData(toolDetailsQueryOptions('acpep').queryKey, {
      modelCards: [card],
    } as unknown as ToolDetails);
    renderWith(
      <p>
        Called:{' '}
        <CardFigure
          tool="acpep"
          card="acpep"
          set="randomPeptides"
          metric="calledPositive"
          percent
        />
        ; scored: <CardFigure tool="acpep" card="acpep" set="randomPeptides" metric="n" />; missing:{' '}
        <CardFigure tool="acpep" card="acpep" set="shuffledAmps" metric="n" />
      </p>,
      client,
    );
    expect(screen.getByText('13 %')).toBeTruthy();
    expect(screen.getByText('2,000')).toBeTruthy();
    expect(screen.getByText('(not available)')).toBeTruthy();
  });
});

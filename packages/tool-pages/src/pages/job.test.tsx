// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configureApi, type JobWithResult } from '@peptox/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compoundDefinition, testDefinition } from '../test-tool.tsx';
import JobPage from './job.tsx';

// chart.js measures its canvas's parent, which happy-dom does not lay out; the charts are drawn
// in Chromium by the end-to-end specs.
vi.mock('../../../ui/src/features/results/HistogramChart.tsx', () => ({
  HistogramChart: () => null,
}));

const ID = 'AbCdEfGhIjKlMnOpQr_-12';

function job(status: JobWithResult['status']): JobWithResult {
  return {
    id: ID,
    tool: 'ampep',
    status,
    description: 'two peptides',
    methods: ['ampep'],
    inputType: 'fasta',
    createdAt: '2026-11-22T05:00:00.000Z',
    startedAt: status === 'queued' ? null : '2026-11-22T05:00:01.000Z',
    finishedAt: status === 'finished' ? '2026-11-22T05:00:02.000Z' : null,
    counts: { records: 2, invalid: 0, sequences: 2 },
    error: null,
    codonTable: null,
    attempts: status === 'queued' ? 0 : 1,
    modelVersions: [],
    rerunOf: null,
    progress: null,
    result:
      status === 'finished'
        ? {
            columns: [
              { key: 'id', label: 'ID', type: 'text' },
              { key: 'sequence', label: 'Sequence', type: 'text' },
              { key: 'ampep_probability', label: 'AmPEP', type: 'probability', method: 'ampep' },
              { key: 'ampep_class', label: 'AmPEP class', type: 'class', method: 'ampep' },
              { key: 'ec_mic_um', label: 'E. coli MIC', type: 'number', method: 'mic' },
            ],
            tables: [
              {
                id: 'classification',
                label: 'Classification',
                columns: ['id', 'sequence', 'ampep_class'],
              },
              { id: 'scores', label: 'Scores', columns: ['id', 'sequence', 'ampep_probability'] },
              { id: 'activity', label: 'Activity', columns: ['id', 'sequence', 'ec_mic_um'] },
            ],
            rows: [
              {
                id: 'a',
                sequence: 'GLFDIV',
                ampep_probability: 0.9,
                ampep_class: 1,
                ec_mic_um: null,
              },
              {
                id: 'b',
                sequence: 'KKLLKK',
                ampep_probability: 0.2,
                ampep_class: 0,
                ec_mic_um: null,
              },
            ],
            total: 2,
            page: 1,
            pageSize: 10000,
            files: [],
          }
        : null,
  };
}

const tools = [
  {
    id: 'ampep',
    name: 'AmPEP',
    input: 'peptide',
    methods: [{ id: 'ampep', label: 'AmPEP method', description: '', default: true }],
    columns: [],
    tables: [],
    limits: { maxTextBytes: 1, maxGenomeBytes: 1, maxSequences: 1, maxDescriptionLength: 1 },
  },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api/v1' });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderJob() {
  const router = createMemoryRouter(
    [{ path: '/ampep/jobs/:id?', element: <JobPage definition={testDefinition} /> }],
    {
      initialEntries: [`/ampep/jobs/${ID}`],
    },
  );
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const answer = (body: unknown) => new Response(JSON.stringify({ status: 1, data: body }));

describe('the job page', () => {
  it("sends a job opened under another tool's address to its own tool's page", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/tools') ? answer(tools) : answer(job('finished')),
    );
    const router = createMemoryRouter(
      [
        { path: '/bestox/jobs/:id?', element: <JobPage definition={compoundDefinition} /> },
        { path: '/ampep/jobs/:id?', element: <JobPage definition={testDefinition} /> },
      ],
      { initialEntries: [`/bestox/jobs/${ID}`] },
    );
    render(
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ampep/jobs/${ID}`));
    expect(await screen.findByRole('heading', { name: 'AmPEP results' })).toBeTruthy();
    expect(screen.queryByText('BESTox results')).toBeNull();
  }, 30_000);

  it('shows progress while the job waits and runs, then the result tabs and the CSV downloads', async () => {
    const states = [job('queued'), job('running'), job('finished')];
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/tools')
        ? answer(tools)
        : answer(states.length > 1 ? states.shift() : states[0]),
    );
    renderJob();

    expect(await screen.findByText('Queued: waiting for a free worker')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^Running/)).toBeTruthy(), { timeout: 5000 });
    // Polled until finished; then no more requests. (A generous wait: the results view's code
    // loads, and here compiles, on first use.)
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Classification' })).toBeTruthy(), {
      timeout: 30_000,
    });
    expect(screen.queryByText(/^Running/)).toBeNull();
    // Every table of the tool is a tab, under the service's label; MIC was not run, so its
    // table is left out.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Classification',
      'Scores',
    ]);
    expect(screen.getByRole('link', { name: 'Classification (CSV)' }).getAttribute('href')).toBe(
      `http://api.test/api/v1/jobs/${ID}/results/classification.csv`,
    );
    expect(screen.getByRole('link', { name: 'All columns (CSV)' }).getAttribute('href')).toBe(
      `http://api.test/api/v1/jobs/${ID}/results/all.csv`,
    );
    const calls = fetchMock.mock.calls.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `http://api.test/api/v1/jobs/${ID}?page=1&pageSize=10000`,
    );
    // Methods go by their labels, in the job's details and in the summary above the tables.
    expect(screen.getAllByText('AmPEP method')).toHaveLength(2);
    const summary = screen.getByRole('region', { name: 'AmPEP method' });
    expect(summary.textContent).toContain('2 of 2 sequences predicted');
    expect(
      [...summary.querySelectorAll('[data-class-count]')].map((e) => e.textContent?.trim()),
    ).toEqual(['Positive 1', 'Negative 1']);
  }, 60_000);

  it('shows how far a running job has got when its tool says, then the files it made', async () => {
    const running = {
      ...job('running'),
      progress: { fraction: 0.42, message: 'Docking ligand 1 of 2: searching' },
    };
    const finished = job('finished');
    const files = [
      { name: 'poses.sdf', label: 'Poses (SDF)', mediaType: 'chemical/x-mdl-sdfile', bytes: 10 },
      {
        name: 'parameters.json',
        label: 'Parameters of the run (JSON)',
        mediaType: 'application/json',
        bytes: 5,
      },
    ];
    const states = [
      running,
      { ...finished, result: finished.result && { ...finished.result, files } },
    ];
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/tools')
        ? answer(tools)
        : answer(states.length > 1 ? states.shift() : states[0]),
    );
    renderJob();

    expect(await screen.findByText(/Docking ligand 1 of 2: searching \(42 %\)/)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    const poses = await screen.findByRole('link', { name: 'Poses (SDF)' }, { timeout: 30_000 });
    expect(poses.getAttribute('href')).toBe(`http://api.test/api/v1/jobs/${ID}/files/poses.sdf`);
    expect(poses.getAttribute('download')).toBe(`ampep-${ID}-poses.sdf`);
    expect(screen.getByRole('link', { name: 'Parameters of the run (JSON)' })).toBeTruthy();
  }, 60_000);

  it("counts the job's input as its type counts it: molecules, sequences, peptides of a genome", async () => {
    const cases = [
      { inputType: 'smiles', records: 2, text: '2 molecules' },
      { inputType: 'fasta', records: 1, text: '1 sequence' },
      { inputType: 'genome', records: 12, text: '12 peptides from the genome' },
    ] as const;
    for (const { inputType, records, text } of cases) {
      fetchMock.mockImplementation(async (url) =>
        answer(
          String(url).endsWith('/tools')
            ? tools
            : { ...job('running'), inputType, counts: { records, invalid: 0, sequences: records } },
        ),
      );
      const { unmount } = renderJob();
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('says when the job failed, with the reason', async () => {
    fetchMock.mockImplementation(async (url) =>
      answer(
        String(url).endsWith('/tools')
          ? tools
          : {
              ...job('failed'),
              error: 'The prediction stopped because of an error in the service.',
            },
      ),
    );
    renderJob();
    expect(await screen.findByText('The job failed')).toBeTruthy();
    expect(
      screen.getByText('The prediction stopped because of an error in the service.'),
    ).toBeTruthy();
  });

  it("says a job past retention expired, with the service's sentence, rather than not found", async () => {
    const sentence =
      'This job expired: it ended more than 30 days ago, and its input and results were deleted on 2026-12-23, as the data policy says. Submit the sequences again to predict them anew.';
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ status: 0, message: { id: [sentence] } }), { status: 410 }),
    );
    renderJob();
    expect(await screen.findByText(`Job ${ID} has expired.`)).toBeTruthy();
    expect(screen.getByText(sentence)).toBeTruthy();
    expect(screen.queryByText(/No job has the id/)).toBeNull();
  });

  it('names the models that made the values, and reruns the job with them: the new job opens', async () => {
    const RERUN = 'ZyXwVuTsRqPoNmLkJi_-34';
    const finished = {
      ...job('finished'),
      modelVersions: [
        { model: 'ampep', method: 'ampep', version: '0123456789ab', trainedAt: '2026-11-20' },
        {
          model: 'hc50',
          method: 'ampep',
          version: 'ba9876543210',
          trainedAt: '2026-11-19',
          role: 'its prediction is one of the features: the predicted HC50',
        },
      ],
    };
    fetchMock.mockImplementation(async (url, init) => {
      const address = String(url);
      if (address.endsWith('/tools')) return answer(tools);
      if (address.endsWith('/rerun') && init?.method === 'POST') {
        return new Response(
          JSON.stringify({ status: 1, data: { ...job('queued'), id: RERUN, rerunOf: ID } }),
          { status: 201 },
        );
      }
      return answer(
        address.includes(RERUN) ? { ...job('queued'), id: RERUN, rerunOf: ID } : finished,
      );
    });
    renderJob();
    const models = await screen.findByRole(
      'region',
      { name: 'Models that made these values' },
      { timeout: 30_000 },
    );
    expect(models.textContent).toContain('AmPEP method');
    expect(models.textContent).toContain('0123456789ab');
    expect(models.textContent).toContain('2026-11-20');
    // Another tool's model that feeds the method says what it does there.
    expect(models.textContent).toContain(
      'hc50its prediction is one of the features: the predicted HC50',
    );
    // Who may rerun it, and what a rerun is, before the button.
    expect(
      screen.getByText(
        /^Anyone with this job's link can rerun it: a rerun is a new job of whoever/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Rerun with today's models" }));
    // The rerun's page: it says which job it reruns.
    expect(await screen.findByText(/This job reruns/)).toBeTruthy();
    expect(screen.getByRole('link', { name: `job ${ID}` }).getAttribute('href')).toBe(
      `/ampep/jobs/${ID}`,
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(`http://api.test/api/v1/jobs/${ID}/rerun`);
  }, 60_000);

  it("lists on a finished rerun's page the rows that changed, before and now", async () => {
    const rerun = { ...job('finished'), rerunOf: 'OrIgInAlJoBiD_0123456' };
    const changes = {
      original: job('finished'),
      rows: 2,
      total: 1,
      changes: [
        {
          id: 'a',
          input: 'GLFDIV',
          columns: [
            { key: 'ampep_probability', before: 0.5, after: 0.9 },
            { key: 'ampep_class', before: 0, after: 1 },
          ],
        },
      ],
    };
    fetchMock.mockImplementation(async (url) => {
      const address = String(url);
      if (address.endsWith('/tools')) return answer(tools);
      return answer(address.endsWith('/changes') ? changes : rerun);
    });
    renderJob();
    expect(
      await screen.findByText('1 of 2 rows changed.', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Changed rows' });
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['a', 'AmPEP', '0.500', '0.900'],
      ['', 'AmPEP class', '0', '1'],
    ]);
  }, 60_000);
});

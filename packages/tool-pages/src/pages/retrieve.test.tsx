// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configureApi, type ServiceInfo } from '@peptox/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDefinition } from '../test-tool.tsx';
import RetrievePage from './retrieve.tsx';

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

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status: 1, data }), { status });
const refused = (status: number, message: Record<string, string[]>) =>
  new Response(JSON.stringify({ status: 0, message }), { status });
const list = {
  items: [
    {
      id: 'AbCdEfGhIjKlMnOpQr_-12',
      tool: 'ampep',
      description: 'frog peptides',
      status: 'finished',
      createdAt: '2026-11-22T05:00:00.000Z',
      finishedAt: '2026-11-22T05:00:02.000Z',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

/** The tool as GET /tools serves it: the job list is drawn only for a tool the service offers. */
const ampep = {
  id: 'ampep',
  name: 'AmPEP',
  input: 'peptide',
  methods: [],
  columns: [],
  tables: [],
  limits: { maxTextBytes: 1, maxGenomeBytes: 1, maxSequences: 1, maxDescriptionLength: 1 },
};

/** The service answers /service with `service`, /tools with AmPEP, and the rest with `other`. */
function serve(service: ServiceInfo, other: (url: URL, init?: RequestInit) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/service')) return ok(service);
    if (url.pathname.endsWith('/tools')) return ok([ampep]);
    return other(url, init);
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/ampep/retrieve/:email?', element: <RetrievePage definition={testDefinition} /> }],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}

const type = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value } });

const mailOn: ServiceInfo = {
  mail: true,
  listByAddress: 'link',
  retrieveLinkHours: 24,
  retentionDays: 30,
};
const mailOff: ServiceInfo = {
  mail: false,
  listByAddress: 'open',
  retrieveLinkHours: null,
  retentionDays: 30,
};
const listingOff: ServiceInfo = { ...mailOff, listByAddress: 'off' };

describe('the retrieve page', () => {
  it('without mail, lists the jobs of a typed address and says that anyone can', async () => {
    serve(mailOff, () => ok(list));
    const router = renderAt('/ampep/retrieve');
    expect(
      await screen.findByText(/anyone who types the address sees the list and can open its jobs/),
    ).toBeTruthy();
    type('lab@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'List my jobs' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ampep/retrieve/lab%40example.org'),
    );
    expect(router.state.location.pathname).toBe('/ampep/retrieve/lab%40example.org');
    expect(await screen.findByText('frog peptides')).toBeTruthy();
  });

  it('with mail, sends the link to the address instead of listing, whatever the address', async () => {
    const posted: unknown[] = [];
    serve(mailOn, (url, init) => {
      if (url.pathname.endsWith('/retrieval-links')) {
        posted.push(JSON.parse(String(init?.body)));
        return ok({ linkHours: 24 }, 202);
      }
      return ok(list);
    });
    renderAt('/ampep/retrieve');
    expect(await screen.findByText(/a link to it is mailed to that address/)).toBeTruthy();
    type('lab@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Mail me the link' }));
    expect(await screen.findByText('Look for a mail at lab@example.org.')).toBeTruthy();
    expect(screen.getByText(/the link works for 24 hours/)).toBeTruthy();
    expect(posted).toEqual([{ email: 'lab@example.org', tool: 'ampep' }]);
    expect(screen.queryByText('frog peptides')).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(asked).not.toContain('/api/v1/jobs');
  });

  it('with mail, the mailed link lists the jobs, and a refused link offers a new one', async () => {
    serve(mailOn, (url) =>
      url.searchParams.get('token') === 'good'
        ? ok(list)
        : refused(403, {
            token: ['This link has expired; ask for a new one on the Retrieve page.'],
          }),
    );
    renderAt('/ampep/retrieve/lab%40example.org?token=good');
    expect(await screen.findByText('frog peptides')).toBeTruthy();
    cleanup();
    renderAt('/ampep/retrieve/lab%40example.org?token=old');
    expect(await screen.findByText(/This link has expired/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mail me the link' })).toBeTruthy(),
    );
  });

  it('where the service lists no jobs by address, offers the job id and My jobs instead', async () => {
    serve(listingOff, () => ok(list));
    const router = renderAt('/ampep/retrieve');
    expect(await screen.findByText(/does not list jobs by e-mail address/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /E-mail address/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'My jobs' }).getAttribute('href')).toBe('/my-jobs');
    const id = screen.getByRole('textbox', { name: 'Job id' });
    fireEvent.change(id, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    expect(await screen.findByText(/'abc' is not a job id/)).toBeTruthy();
    fireEvent.change(id, { target: { value: 'AbCdEfGhIjKlMnOpQr_-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ampep/jobs/AbCdEfGhIjKlMnOpQr_-12'),
    );
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(asked).not.toContain('/api/v1/jobs');
  });
});

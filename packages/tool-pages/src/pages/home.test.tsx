// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type ApiErrorNotice, configureApi, onApiErrorNotice, type Tool } from '@peptox/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compoundDefinition, testDefinition, testTool as tool } from '../test-tool.tsx';
import HomePage from './home.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let notices: ApiErrorNotice[] = [];
let stop = () => {};

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api/v1' });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  sessionStorage.clear();
  notices = [];
  stop = onApiErrorNotice((n) => notices.push(n));
});

afterEach(() => {
  cleanup();
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHome(definition = testDefinition) {
  const { id } = definition;
  const router = createMemoryRouter(
    [
      { path: `/${id}/home`, element: <HomePage definition={definition} /> },
      { path: `/${id}/jobs/:id`, element: <p>job page</p> },
    ],
    { initialEntries: [`/${id}/home`] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}

async function fillAndSubmit() {
  const box = await screen.findByRole('textbox', { name: /Peptide sequences/ });
  await act(async () => {
    fireEvent.change(box, { target: { value: '>p1\nGLFDIVKKVVGALGSL\n' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
      target: { value: 'someone@example.org' },
    });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('the submission form', () => {
  it("shows the service's 422 messages under their fields (and as notices)", async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/tools')) return json(200, { status: 1, data: [tool] });
      expect(init?.method).toBe('POST');
      return json(422, {
        status: 0,
        message: {
          input: ["Sequence 'p1' is too short for every chosen method."],
          email: ['This e-mail address cannot receive mail.'],
        },
      });
    });
    renderHome();
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByText('This e-mail address cannot receive mail.')).toBeTruthy(),
    );
    expect(screen.getByText("Sequence 'p1' is too short for every chosen method.")).toBeTruthy();
    expect(notices.map((n) => n.description)).toEqual([
      "Sequence 'p1' is too short for every chosen method.",
      'This e-mail address cannot receive mail.',
    ]);
    // Only the default method was sent, with the text and the address.
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(body).toMatchObject({
      input: '>p1\nGLFDIVKKVVGALGSL\n',
      inputType: 'fasta',
      methods: ['ampep'],
      email: 'someone@example.org',
    });
  });

  it('goes to the job page when the service accepts the job', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/tools')
        ? json(200, { status: 1, data: [tool] })
        : json(201, { status: 1, data: { id: 'AbCdEfGhIjKlMnOpQr_-12', status: 'queued' } }),
    );
    const router = renderHome();
    await fillAndSubmit();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ampep/jobs/AbCdEfGhIjKlMnOpQr_-12'),
    );
  });

  it('does not send a form with missing fields, and says what is missing', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: 1, data: [tool] }));
    renderHome();
    await screen.findByRole('button', { name: 'Submit' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByText('Paste or upload the sequences to predict.')).toBeTruthy();
    // The address is optional: none is no problem.
    expect(screen.getByTestId('form-status').textContent).toBe(
      'One thing to fix before submitting: the sequences.',
    );
    expect(fetchMock.mock.calls.every(([, init]) => init?.method !== 'POST')).toBe(true);
  });

  it('keeps what was typed across a reload until the job is created', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/tools')
        ? json(200, { status: 1, data: [tool] })
        : json(201, { status: 1, data: { id: 'AbCdEfGhIjKlMnOpQr_-12', status: 'queued' } }),
    );
    renderHome();
    const box = await screen.findByRole('textbox', { name: /Peptide sequences/ });
    await act(async () => {
      fireEvent.change(box, { target: { value: '>kept\nGLFDIVKKVV\n' } });
      fireEvent.click(screen.getByRole('checkbox', { name: /MIC/ }));
    });
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    cleanup();

    renderHome();
    expect(
      ((await screen.findByRole('textbox', { name: /Peptide sequences/ })) as HTMLTextAreaElement)
        .value,
    ).toBe('>kept\nGLFDIVKKVV\n');
    expect((screen.getByRole('checkbox', { name: /MIC/ }) as HTMLInputElement).checked).toBe(true);

    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
        target: { value: 'someone@example.org' },
      });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(screen.getByText('job page')).toBeTruthy());
    // The draft is done with; the fields the job was sent with are kept for Back.
    expect(sessionStorage.getItem('peptox:draft:ampep')).toBeNull();
    expect(sessionStorage.getItem('peptox:draft:ampep:submitted')).toContain('>kept');
  });

  it('says so beside the button when submitted offline, and sends nothing', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: 1, data: [tool] }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHome();
    await fillAndSubmit();
    expect(screen.getByTestId('form-status').textContent).toMatch(
      /You are offline: nothing was sent/,
    );
    expect(fetchMock.mock.calls.every(([, init]) => init?.method !== 'POST')).toBe(true);
  });

  it('moves focus to the first field with a problem and names what to fix beside the button', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: 1, data: [tool] }));
    renderHome();
    await act(async () => {
      fireEvent.change(await screen.findByRole('textbox', { name: /Peptide sequences/ }), {
        target: { value: '>p\nGLFDIVKK\n' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
        target: { value: 'me@example' },
      });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByTestId('form-status').textContent).toBe(
      'One thing to fix before submitting: the e-mail address.',
    );
    // Not the empty field's message: what is wrong with what was typed.
    expect(screen.getByText(/'me@example' is not a valid e-mail address/)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /E-mail address/ })),
    );
  });
});

describe('the submission form of a compound tool', () => {
  const compoundTool: Tool = {
    ...tool,
    id: 'bestox',
    name: 'BESTox',
    input: 'molecule',
    genome: undefined,
    methods: [{ id: 'ld50', label: 'LD50', description: 'rat oral', default: true }],
  };

  it('sends the SMILES text as it is, and shows the service’s 422 under the molecules', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/tools')
        ? json(200, { status: 1, data: [compoundTool] })
        : json(422, {
            status: 0,
            message: { input: ["Line 2 names a molecule 'x' but no SMILES follows it."] },
          }),
    );
    renderHome(compoundDefinition);
    const box = await screen.findByRole('textbox', { name: /Molecules \(SMILES/ });
    await act(async () => {
      fireEvent.change(box, { target: { value: 'CCO ethanol\nc1ccccc1O phenol\n' } });
      fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
        target: { value: 'someone@example.org' },
      });
    });
    expect(screen.getByRole('form', { name: 'Submit molecules to BESTox' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('form-status').textContent).toBe('2 molecules ready'),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() =>
      expect(
        screen.getByText("Line 2 names a molecule 'x' but no SMILES follows it."),
      ).toBeTruthy(),
    );
    // Focus goes to the molecule box, the first field with a problem.
    await waitFor(() => expect(document.activeElement).toBe(box));
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({
      input: 'CCO ethanol\nc1ccccc1O phenol\n',
      methods: ['ld50'],
      email: 'someone@example.org',
    });
  });

  it('asks for molecules, not sequences, when the box is empty', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: 1, data: [compoundTool] }));
    renderHome(compoundDefinition);
    await screen.findByRole('textbox', { name: /Molecules \(SMILES/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByText('Paste or upload the molecules to predict.')).toBeTruthy();
    expect(screen.getByTestId('form-status').textContent).toBe(
      'One thing to fix before submitting: the molecules.',
    );
  });
});

// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configureApi, type Tool } from '@peptox/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DockingForm } from './DockingForm.tsx';

const ID = 'AbCdEfGhIjKlMnOpQr_-12';
const tool: Tool = {
  id: 'gwovina',
  name: 'GWOVina',
  input: 'docking',
  methods: [{ id: 'gwo', label: 'Grey wolf optimiser', description: '', default: true }],
  columns: [],
  tables: [],
  limits: {
    maxTextBytes: 1,
    maxGenomeBytes: 1,
    maxSequences: 1,
    maxDescriptionLength: 255,
    maxReceptorBytes: 10 * 1024 * 1024,
    maxReceptorAtoms: 50_000,
    maxLigands: 10,
    maxBoxSize: 50,
    maxExhaustiveness: 32,
  },
  available: true,
  modelVersions: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/gwovina/home', element: <DockingForm tool={tool} /> },
      { path: '/gwovina/jobs/:id', element: <p>job page</p> },
    ],
    { initialEntries: ['/gwovina/home'] },
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

it("sends the receptor, ligands and box as a form, and shows the service's sentence by its field", async () => {
  const router = renderForm();
  const receptor = new File(['ATOM      1  N   ALA A   1'], 'pocket.pdb');
  fireEvent.change(screen.getByLabelText(/Receptor/), { target: { files: [receptor] } });
  fireEvent.change(screen.getByLabelText('Ligands as SMILES'), {
    target: { value: 'CCO ethanol' },
  });
  for (const [axis, value] of [
    ['x', '1'],
    ['y', '2'],
    ['z', '3'],
  ]) {
    fireEvent.change(screen.getByLabelText(`Centre ${axis} (Å)`), { target: { value } });
  }
  const refusal = 'The box reaches no atom of pocket.pdb: the nearest is 40.2 Å away.';
  fetchMock.mockResolvedValueOnce(json(422, { status: 0, message: { center: [refusal] } }));
  fireEvent.click(screen.getByRole('button', { name: 'Dock' }));

  expect(await screen.findByText(refusal)).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe("To fix before docking: the box's centre.");
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(String(url)).toBe('http://api.test/api/v1/gwovina/jobs');
  const sent = init?.body as FormData;
  expect((sent.get('receptor') as File).name).toBe('pocket.pdb');
  expect(sent.get('smiles')).toBe('CCO ethanol');
  expect(sent.get('center')).toBe('1, 2, 3');
  expect(sent.get('size')).toBe('20, 20, 20');
  expect(sent.get('exhaustiveness')).toBe('8');
  expect(sent.has('seed')).toBe(false);

  // Nothing typed is lost: corrected and sent again, the job opens on its page.
  fireEvent.change(screen.getByLabelText('Centre x (Å)'), { target: { value: '30' } });
  fetchMock.mockResolvedValueOnce(
    json(201, { status: 1, data: { id: ID, tool: 'gwovina', description: null, createdAt: '' } }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Dock' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/gwovina/jobs/${ID}`));
  const again = fetchMock.mock.calls[1]?.[1]?.body as FormData;
  expect(again.get('center')).toBe('30, 2, 3');
  expect(again.get('smiles')).toBe('CCO ethanol');
});

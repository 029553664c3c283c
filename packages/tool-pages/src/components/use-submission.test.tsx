// @vitest-environment happy-dom
import { configureApi, type Tool } from '@peptox/api-client';
import type { InputReport } from '@peptox/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { testTool as tool } from '../test-tool.tsx';
import { useSubmission } from './use-submission.ts';

const ID = 'AbCdEfGhIjKlMnOpQr_-12';
// The profile runs AmPEP's methods and, by default, HemoPEP's.
const profile: Tool = {
  ...tool,
  id: 'profile',
  name: 'Peptide profile',
  methods: [
    ...tool.methods,
    { id: 'hc50', label: 'HC50', description: 'hemolysis', default: true },
    { id: 'hemo-class', label: 'Class', description: 'hemolysis', default: false },
  ],
};
// Two peptides, read without a problem, as the input area reports them.
const readable: InputReport = {
  check: { count: 2, total: 2, problems: [], warning: null, empty: false },
  notes: [],
  noun: 'sequence',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
let answer: () => Response;
beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api/v1' });
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) =>
    init?.method === 'POST'
      ? answer()
      : json(200, { status: 1, data: String(url).endsWith('/tools') ? [tool, profile] : {} }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSubmission() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ampep/home']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ submission: useSubmission(tool, false), location: useLocation() }), {
    wrapper,
  }).result;
}

const submitted = { preventDefault: () => {} } as FormEvent;
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

it('as a profile, sends the methods chosen and the other peptide tools’ defaults to the profile, and opens its job', async () => {
  answer = () =>
    json(201, { status: 1, data: { id: ID, tool: 'profile', description: null, createdAt: '' } });
  const result = renderSubmission();
  await waitFor(() => expect(result.current.submission.offersProfile).toBe(true));
  // A genome is not a profile's input: the choice is not offered there.
  act(() => result.current.submission.update({ mode: 'genome' }));
  expect(result.current.submission.offersProfile).toBe(false);

  act(() => {
    result.current.submission.update({ mode: 'fasta', text: '>a\nGLFDIVKK\n', profile: true });
    result.current.submission.setReport(readable);
  });
  act(() => result.current.submission.onSubmit(submitted));
  await waitFor(() => expect(result.current.location.pathname).toBe(`/sequence-info/jobs/${ID}`));
  expect(posts()).toEqual([
    {
      url: 'http://api.test/api/v1/profile/jobs',
      body: { input: '>a\nGLFDIVKK\n', inputType: 'fasta', methods: ['ampep', 'hc50'] },
    },
  ]);
});

it("shows the service's field errors with the form's own until the next submission, and says when no field explains a failure", async () => {
  answer = () =>
    json(422, {
      status: 0,
      message: { email: ['This address cannot receive mail.'], codonTable: ['No such table.'] },
    });
  const result = renderSubmission();
  act(() => {
    result.current.submission.update({ text: '>a\nGLFDIVKK\n', email: 'a@example.org' });
    result.current.submission.setReport(readable);
  });
  act(() => result.current.submission.onSubmit(submitted));
  await waitFor(() =>
    expect(result.current.submission.problemsOf('email')).toEqual([
      'This address cannot receive mail.',
    ]),
  );
  // The genetic code's problem is told under the input, where the code is chosen.
  expect(result.current.submission.inputProblems).toEqual(['No such table.']);
  expect(result.current.submission.fieldsToFix).toEqual(['the genetic code', 'the e-mail address']);
  expect(result.current.submission.errorShownByFields).toBe(true);

  // Submitted again with a problem of its own: the form's problem, and none of the service's.
  act(() => result.current.submission.update({ description: 'x'.repeat(256) }));
  act(() => result.current.submission.onSubmit(submitted));
  expect(result.current.submission.problemsOf('email')).toEqual([]);
  expect(result.current.submission.problemsOf('description')).toEqual([
    'At most 255 characters: shorten it by 1.',
  ]);
  expect(result.current.submission.fieldsToFix).toEqual(['the description']);
  expect(posts()).toHaveLength(1);

  answer = () => json(503, { status: 0, message: 'The service is busy.' });
  act(() => result.current.submission.update({ description: 'fine' }));
  act(() => result.current.submission.onSubmit(submitted));
  await waitFor(() => expect(result.current.submission.error).not.toBeNull());
  expect(result.current.submission.errorShownByFields).toBe(false);
  expect(result.current.submission.fieldsToFix).toEqual([]);
});

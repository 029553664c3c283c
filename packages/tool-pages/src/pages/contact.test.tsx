// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type Contact, defaultSiteConfig, SiteConfigContext } from '@peptox/tool-contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testDefinition } from '../test-tool.tsx';
import ContactPage from './contact.tsx';

afterEach(cleanup);

function renderContact(contact: Contact | null, project: string | null = null) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <SiteConfigContext.Provider
          value={{ config: { ...defaultSiteConfig(), contact }, problem: null }}
        >
          <ContactPage definition={{ ...testDefinition, id: 'hemopep' }} project={project} />
        </SiteConfigContext.Provider>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('the contact page', () => {
  it("shows the runtime configuration's contact", () => {
    renderContact({
      name: 'The site team',
      email: 'team@example.org',
      url: 'https://example.org/issues',
    });
    expect(screen.getByRole('heading', { name: 'About HemoPep' })).toBeTruthy();
    expect(screen.getByText('The site team')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'team@example.org' }).getAttribute('href')).toBe(
      'mailto:team@example.org',
    );
    expect(screen.getByRole('link', { name: 'example.org/issues' }).getAttribute('href')).toBe(
      'https://example.org/issues',
    );
  });

  it('without a contact, says the operator gave none and offers no address to write to', () => {
    renderContact(null);
    expect(screen.getByText('The operator of this site has not given a contact.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'About HemoPep' })).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/hemopep/method']);
    expect(document.body.textContent).not.toMatch(/@|postmaster|CONTACT_EMAIL|config\.json/);
  });

  it("without a contact, points to the project's own page when its package names one", () => {
    renderContact(null, 'https://git.example.org/lab/peptox');
    const project = screen.getByRole('link', { name: 'git.example.org/lab/peptox' });
    expect(project.getAttribute('href')).toBe('https://git.example.org/lab/peptox');
    expect(project.getAttribute('rel')).toContain('noopener');
  });
});

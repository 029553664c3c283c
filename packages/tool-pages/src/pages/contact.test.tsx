// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import {
  type Contact,
  defaultContact,
  defaultSiteConfig,
  SiteConfigContext,
} from '@peptox/tool-contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testDefinition } from '../test-tool.tsx';
import ContactPage from './contact.tsx';

afterEach(cleanup);

function renderContact(contact: Contact | null) {
  render(
    <ChakraProvider value={defaultSystem}>
      <SiteConfigContext.Provider
        value={{ config: { ...defaultSiteConfig(), contact }, problem: null }}
      >
        <ContactPage definition={{ ...testDefinition, id: 'hemopep' }} />
      </SiteConfigContext.Provider>
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

  it("shows the postmaster of the site's domain when the site names no contact, never set-up notes", () => {
    renderContact(null);
    const { email } = defaultContact(location.hostname);
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(document.body.textContent).not.toMatch(/CONTACT_EMAIL|config\.json/);
  });
});

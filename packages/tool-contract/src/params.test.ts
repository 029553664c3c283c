import { describe, expect, it } from 'vitest';
import { remoteName, toolCatalogue } from './catalogue.ts';
import { isEmail, isJobId, notFound } from './params.ts';

describe('route parameter checks', () => {
  it('accepts exactly 22 base64url characters as a job id', () => {
    expect(isJobId('AbCdEfGhIjKlMnOpQr_-12')).toBe(true);
    expect(isJobId('not-an-id')).toBe(false);
    expect(isJobId('AbCdEfGhIjKlMnOpQr_-123')).toBe(false);
    expect(isJobId('AbCdEfGhIjKlMnOpQr_-1=')).toBe(false);
  });

  it('tells e-mail addresses from other text', () => {
    expect(isEmail('ada@example.org')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('ada example@example.org')).toBe(false);
    expect(isEmail('not-an-email')).toBe(false);
  });

  it('notFound throws a 404 response', () => {
    try {
      notFound();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
      return;
    }
    throw new Error('notFound returned');
  });
});

describe('catalogue', () => {
  it('has unique ids whose remote names are valid identifiers', () => {
    const ids = toolCatalogue.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(remoteName(id)).toMatch(/^[a-z_][a-z0-9_]*$/);
    expect(remoteName('ssl-gcn')).toBe('ssl_gcn');
  });
});

import { describe, expect, it } from 'vitest';
import { remoteName, toolCatalogue } from './catalogue.ts';
import { emailProblem, isEmail, isJobId, jobIdProblem, notFound } from './params.ts';

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

  it('says what is wrong with a job id or an address', () => {
    expect(jobIdProblem('AbCdEfGhIjKlMnOpQr_-12')).toBeNull();
    expect(jobIdProblem('abc')).toBe(
      "'abc' is not a job id: a job id has 22 letters, digits, '-' or '_' (this has 3 characters).",
    );
    expect(jobIdProblem('AbCdEfGhIjKlMnOpQr_-1=')).toContain("('=' is not one of them)");
    expect(emailProblem('ada@example.org')).toBeNull();
    expect(emailProblem('me@example')).toBe(
      "'me@example' is not a valid e-mail address: the part after the '@' has no dot; an address looks like name@example.org.",
    );
    expect(emailProblem('me.example.org')).toContain("it has no '@'");
    expect(emailProblem('a b@example.org')).toContain('it holds a space');
    expect(emailProblem(`${'a'.repeat(300)}@example.org`)).toContain("'aaaaaaaa");
  });

  it('notFound throws a 404 response, with the reason when given', async () => {
    try {
      notFound("'abc' is not a job id");
    } catch (thrown) {
      expect(await (thrown as Response).text()).toBe("'abc' is not a job id");
    }
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

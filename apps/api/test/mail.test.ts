import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retrievalToken } from '../src/mail/tokens.ts';
import type { Service } from '../src/server.ts';
import {
  call,
  capturingLogger,
  postJson,
  startService,
  tempFolder,
  waitForEnd,
} from './helpers.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';

// Mail through a real SMTP server: once per job when it ends, retried while the server refuses,
// and the retrieval link that shows an address's jobs only to whoever reads that address's mail.
const folder = tempFolder();
const secret = 'test-secret-'.repeat(4);
const site = 'https://peptox.example.org';
let smtp: TestSmtp;
let base: string;
let service: Service;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  ({ base, service } = await startService(
    {
      DATABASE_URL: `sqlite:${folder.dir}/mail.sqlite`,
      TOOLS: 'ampep',
      RATE_LIMIT: '0',
      RATE_LIMIT_READS: '0',
      SMTP_URL: smtp.url,
      SITE_URL: site,
      SIGNING_SECRET: secret,
      MAIL_RETRY_SECONDS: '1',
      MAX_GENOME_PEPTIDES: '5',
    },
    { log: capturingLogger(logLines) },
  ));
});
afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
  folder.remove();
});

/** The outbox rows whose dedupe key starts so, once each is marked sent: how many tries each took. */
async function outbox(key: string) {
  for (;;) {
    const rows = await service.context.db
      .selectFrom('mails')
      .select(['sent_at', 'attempts'])
      .where('dedupe_key', 'like', `${key}%`)
      .execute();
    if (rows.every((r) => r.sent_at !== null)) {
      return rows.map((r) => ({ sent: r.sent_at !== null, attempts: r.attempts }));
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to === address);
async function mailFor(address: string, count = 1) {
  while (mailsTo(address).length < count) await new Promise((r) => setTimeout(r, 50));
  return mailsTo(address);
}

describe('mail when a job ends', () => {
  it('sends one plain message with the description, status, counts and the link', async () => {
    const address = 'finished@example.org';
    const { body } = await postJson(base, '/ampep/jobs', {
      input: '>p1\nGLFDIIKKIAESF\n>p2\nGLFDXBZ\n',
      methods: ['ampep'],
      email: address,
      description: 'frog skin peptides',
    });
    const id = body.data.id;
    await waitForEnd(base, id);
    const [mail] = await mailFor(address);
    expect(mail?.subject).toBe(`AmPEP job ${id} has finished`);
    expect(mail?.text).toContain('Description: frog skin peptides');
    expect(mail?.text).toContain('Status:      finished');
    expect(mail?.text).toContain(
      'Input:       2 sequences (1 that a chosen method could not take)',
    );
    expect(mail?.text).toContain(`Results: ${site}/ampep/jobs/${id}`);
    expect(mail?.text).toMatch(/kept for 30 days after they end/);
    // Once: the outbox holds one mail for the job, and it is marked sent.
    expect(await outbox(`job:${id}`)).toEqual([{ sent: true, attempts: 1 }]);
  });

  it('says why a job failed', async () => {
    const address = 'failed@example.org';
    const contig = `TAA${'AAGCTG'.repeat(6)}TGA${'AAGCTG'.repeat(6)}TAA`.repeat(4);
    const { body } = await postJson(base, '/ampep/jobs', {
      input: `>c\n${contig}\n`,
      inputType: 'genome',
      methods: ['ampep'],
      email: address,
    });
    expect((await waitForEnd(base, body.data.id)).body.data.status).toBe('failed');
    const [mail] = await mailFor(address);
    expect(mail?.subject).toMatch(/has failed$/);
    expect(mail?.text).toMatch(/What went wrong: The genome gives \d+ peptides/);
  });

  it('keeps trying while the mail server refuses, without holding up the jobs', async () => {
    const address = 'patient@example.org';
    smtp.refusing = true;
    const { body } = await postJson(base, '/ampep/jobs', {
      input: '>p\nKWKLFKKIGAVLKVL\n',
      methods: ['ampep'],
      email: address,
    });
    expect((await waitForEnd(base, body.data.id)).body.data.status).toBe('finished');
    while (smtp.refused < 2) await new Promise((r) => setTimeout(r, 50));
    // The queue went on: another job runs to its end while the mail waits.
    const other = await postJson(base, '/ampep/jobs', {
      input: '>q\nGIGKFLHSAKKFGKAFVGEIMNS\n',
      methods: ['ampep'],
      email: 'other@example.org',
    });
    expect((await waitForEnd(base, other.body.data.id)).body.data.status).toBe('finished');
    expect(mailsTo(address)).toHaveLength(0);
    smtp.refusing = false;
    const [mail] = await mailFor(address);
    expect(mail?.text).toContain(`${site}/ampep/jobs/${body.data.id}`);
    await mailFor('other@example.org');
    expect(mailsTo(address)).toHaveLength(1);
    const [row] = await outbox(`job:${body.data.id}`);
    expect(row?.sent).toBe(true);
    expect(row?.attempts).toBeGreaterThanOrEqual(3);
    // The refusals were logged by their codes, without the address the server quoted.
    expect(logLines.some((l) => l.includes('did not take mail') && l.includes('451'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(address);
  });
});

describe('retrieving jobs by e-mail with mail configured', () => {
  const address = 'finished@example.org';

  it('says so in the service description', async () => {
    expect((await call(base, '/service')).body.data).toEqual({
      mail: true,
      listByAddress: 'link',
      retrieveLinkHours: 24,
      retentionDays: 30,
    });
  });

  it('mails the link instead of showing the list, and the link shows it', async () => {
    const denied = await call(base, `/jobs?email=${address}`);
    expect(denied.status).toBe(403);
    expect(denied.body.message.token[0]).toMatch(/ask for the link on the Retrieve page/);

    const asked = await postJson(base, '/retrieval-links', {
      email: 'Finished@Example.org',
      tool: 'ampep',
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ status: 1, data: { linkHours: 24 } });
    // Asking again within the quarter hour sends nothing more.
    await postJson(base, '/retrieval-links', { email: address, tool: 'ampep' });
    const mail = (await mailFor(address, 2)).find((m) => m.subject === 'Your AmPEP jobs');
    const link = /https:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${site}/ampep/retrieve/${encodeURIComponent(address)}?token=`)).toBe(
      true,
    );
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailsTo(address).filter((m) => m.subject === 'Your AmPEP jobs')).toHaveLength(1);

    const token = new URL(link).searchParams.get('token') as string;
    const list = await call(base, `/jobs?email=${address}&token=${token}`);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    // The token is the address's alone, and it runs out.
    const other = await call(base, `/jobs?email=failed@example.org&token=${token}`);
    expect(other.status).toBe(403);
    expect(other.body.message.token[0]).toMatch(/not valid for this address/);
    const old = retrievalToken(secret, address, 24, Date.now() - 25 * 3600 * 1000);
    const expired = await call(base, `/jobs?email=${address}&token=${old}`);
    expect(expired.body.message.token).toEqual([
      'This link has expired; ask for a new one on the Retrieve page.',
    ]);
  });

  it('answers the same whether or not an address has jobs, and mails only one that has', async () => {
    const nobody = await postJson(base, '/retrieval-links', {
      email: 'nobody@example.org',
      tool: 'ampep',
    });
    expect(nobody.status).toBe(202);
    expect(nobody.body).toEqual({ status: 1, data: { linkHours: 24 } });
    // ...but only an address with jobs of the tool gets a mail.
    expect(await outbox('retrieve:ampep:nobody@example.org:')).toEqual([]);
    const invalid = await postJson(base, '/retrieval-links', {
      email: 'not-an-address',
      tool: 'ampep',
    });
    expect(invalid.status).toBe(422);
  });
});

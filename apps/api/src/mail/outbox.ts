import { randomBytes } from 'node:crypto';
import type { Db, Store } from '../db/database.ts';
import type { Mailer, MailMessage } from './mailer.ts';

// Mail waits in the `mails` table until a sender has handed it to the mail server, so that a
// mail server that is down delays mail but never loses it, and never holds up the jobs.

/** The embedded sender gives up on a mail after this many tries (about six hours). */
export const MAIL_ATTEMPTS = 12;
/** A claimed mail is held this long by its sender (SQLite's outbox). */
const CLAIM_MS = 60_000;

/** Wait before try n + 1: the first wait (30 s by default) doubling, at most an hour. */
export function mailBackoffMs(attempts: number, firstMs: number): number {
  return Math.min(60 * 60_000, firstMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Adds a mail to the outbox inside the caller's transaction; null when a mail with the same
 * dedupe key is already there (one mail per job, one retrieval link per address and quarter).
 */
export async function addMail(
  trx: Db,
  message: MailMessage,
  dedupeKey: string | null,
  now = new Date(),
): Promise<string | null> {
  const id = randomBytes(12).toString('base64url');
  const row = await trx
    .insertInto('mails')
    .values({
      id,
      dedupe_key: dedupeKey,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      next_at: now.toISOString(),
      claimed_until: null,
      sent_at: null,
      last_error: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Claims the next mail that is due (SQLite's outbox): its id, or undefined. */
export async function claimDueMail(store: Store, now = new Date()): Promise<string | undefined> {
  const at = now.toISOString();
  const row = await store.write((trx) =>
    trx
      .updateTable('mails')
      .set({ claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('mails')
          .select('id')
          .where('sent_at', 'is', null)
          .where('attempts', '<', MAIL_ATTEMPTS)
          .where('next_at', '<=', at)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', at)]))
          .orderBy('next_at')
          .limit(1),
      )
      .returning('id')
      .executeTakeFirst(),
  );
  return row?.id;
}

/**
 * Sends one mail unless it was sent already, and records the outcome. Throws when the mail server
 * did not take it (the try is counted and the next one scheduled).
 */
export async function deliverMail(
  store: Store,
  mailer: Mailer,
  id: string,
  retryMs: number,
  now = () => new Date(),
): Promise<void> {
  const mail = await store.db
    .selectFrom('mails')
    .select(['recipient', 'subject', 'body', 'sent_at', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!mail || mail.sent_at) return;
  try {
    await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
  } catch (error) {
    const attempts = mail.attempts + 1;
    await store.db
      .updateTable('mails')
      .set({
        attempts,
        last_error: String((error as Error).message ?? error).slice(0, 500),
        next_at: new Date(now().getTime() + mailBackoffMs(attempts, retryMs)).toISOString(),
        claimed_until: null,
      })
      .where('id', '=', id)
      .execute();
    // The server's answer may quote the address; what goes on to the log names only the codes.
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    throw new Error(
      `The mail server did not take mail ${id} (${[code, responseCode].filter(Boolean).join(' ') || 'no code'}); it is tried again later.`,
    );
  }
  await store.db
    .updateTable('mails')
    .set((eb) => ({
      sent_at: now().toISOString(),
      attempts: eb('attempts', '+', 1),
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute();
}

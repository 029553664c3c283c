import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends plain-text mail through the SMTP server of SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: MailConfig): Mailer {
  // Short timeouts: a mail server that hangs delays only its mail, which is tried again later.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: () => transport.close(),
  };
}

import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process (smtp-server from npm): it keeps what it receives, and
// can be made to refuse mail for a while, as a mail server that is down would.

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** While true, every mail is refused with a temporary error (451). */
  refusing: boolean;
  /** Mail attempts refused so far. */
  refused: number;
  stop(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const state: Omit<TestSmtp, 'url' | 'stop'> = { received: [], refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      // As some servers do, the refusal quotes the address.
      const error = Object.assign(new Error(`<${address.address}>: try again later`), {
        responseCode: 451,
      });
      callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as TestSmtp;
}

/** The recipient, subject and plain-text body of a message as nodemailer writes it. */
function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') text = Buffer.from(body, 'base64').toString('utf8');
  return {
    to: header('To'),
    subject: header('Subject'),
    text: text.replace(/\r\n/g, '\n').trimEnd(),
  };
}

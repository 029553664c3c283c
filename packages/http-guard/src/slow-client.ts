// For tests of the servers that use requestTimeoutOptions: a client that sends its request
// slowly, as one that holds sockets open on purpose would.
import { connect } from 'node:net';

/**
 * Connects to `url`'s host and port, sends `head`, then a byte every `everyMs` for ever; resolves
 * when the server closes the connection, with what it answered and how long that took. Rejects
 * after `giveUpMs` if the server never closes it.
 */
export function slowClient(
  url: string,
  head: string,
  { everyMs = 200, giveUpMs = 20_000 } = {},
): Promise<{ ms: number; answer: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server held the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => socket.writable && socket.write('K'), everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    // The server closing under a write: the close below still says when.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ ms: performance.now() - started, answer });
    });
  });
}

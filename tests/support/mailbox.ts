import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the recipient reads it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

// mailparser would do this, but its pinned dependencies are missing from this machine's registry;
// nodemailer's single-part text mail needs only these three decodings.
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
const encodedWord = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(encodedWord, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    );
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? qp(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to, subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/** A real SMTP server in this process, on a free loopback port, keeping what it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.from(raw, 'latin1').toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable (soft line breaks and =XX), enough to read links and text. */
const decodeQuotedPrintable = (body: string) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server in the test process: what the app sends arrives here over a socket.
 * `refuseNext(n)` makes the next n messages fail with a temporary error, as a busy server does.
 */
export const startSmtpCatcher = async () => {
  const caught: CaughtMail[] = [];
  let refusals = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        caught.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    refuseNext: (count: number) => {
      refusals = count;
    },
    /**
     * The `nth` (1 = first) caught mail to `to`, waiting for it to arrive; with `about`, the
     * nth of those whose raw text matches it (a subject line, say).
     */
    mailTo: async (to: string, nth = 1, about?: RegExp): Promise<CaughtMail> => {
      for (;;) {
        const found = caught.filter(
          (mail) => mail.to.includes(to) && (!about || about.test(mail.raw)),
        )[nth - 1];
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

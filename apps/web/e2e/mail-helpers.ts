import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Without SMTP the app writes each mail to DATA_DIR/outbox (the Playwright config names it). */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Undoes quoted-printable (soft line breaks and =XX), enough to read a link. */
const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mailsTo = (email: string): string[] => {
  if (!fs.existsSync(outboxDir())) return [];
  return fs
    .readdirSync(outboxDir())
    .sort()
    .map((name) => decode(fs.readFileSync(path.join(outboxDir(), name), 'utf8')))
    .filter((eml) => eml.includes(`To: ${email}`));
};

/** The path of the first link in the newest mail to `email` that has one, once it has arrived. */
export const linkMailedTo = async (email: string, pathPrefix: string): Promise<string> => {
  const pattern = new RegExp(`https?://[^/\\s]+(${pathPrefix}[^\\s"<>]*)`);
  let found = '';
  await expect
    .poll(
      () => {
        // The body only: a long List-Unsubscribe header is folded, which can cut its link.
        const match = mailsTo(email)
          .reverse()
          .map((eml) => pattern.exec(eml.slice(eml.search(/\r?\n\r?\n/)))?.[1])
          .find(Boolean);
        found = match ?? '';
        return found;
      },
      // Mail is queued after the request commits and sent by the server's poller: on a loaded
      // CI machine that can take a while, so this waits on the file, generously.
      { message: `a mail to ${email} with a ${pathPrefix} link`, timeout: 30_000 },
    )
    .not.toBe('');
  return found;
};

import fs from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Where mail goes: an SMTP server, or files in the data directory when there is none. */
export type MailTransport = {
  send: (mail: OutgoingMail & { from: string; id: number }) => Promise<void>;
  close: () => void;
};

/**
 * nodemailer is loaded with the first mail sent, not at start: most starts send none, and it
 * is ~60 ms of start-up.
 */
const lazyTransporter = (create: (nodemailer: typeof Nodemailer) => Transporter) => {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transporter ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer))),
    close: () => void transporter?.then((opened) => opened.close()),
  };
};

/** Through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export const createSmtpTransport = (url: string): MailTransport => {
  const transporter = lazyTransporter((nodemailer) => nodemailer.createTransport(url));
  return {
    send: async ({ id: _id, ...mail }) => {
      await (await transporter.get()).sendMail(mail);
    },
    close: transporter.close,
  };
};

/**
 * Without SMTP (`npm start` on a fresh machine) mail is not lost: each message is written as
 * an .eml file to `dir`, and its links are printed to the log, so a self-hoster can still
 * open a password reset link on day one.
 */
export const createOutboxTransport = (
  dir: string,
  log: (details: { file: string; to: string; subject: string; links: string[] }) => void,
): MailTransport => {
  const composer = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    send: async ({ id, ...mail }) => {
      const { message } = (await (await composer.get()).sendMail(mail)) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(id).padStart(8, '0')}.eml`);
      await fs.writeFile(file, message);
      log({
        file,
        to: mail.to,
        subject: mail.subject,
        links: mail.text.match(/https?:\/\/\S+/g) ?? [],
      });
    },
    close: composer.close,
  };
};

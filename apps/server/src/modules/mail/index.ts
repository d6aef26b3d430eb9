// The mail module: outgoing mail, queued in the database and sent by every instance's
// sender, through SMTP or to files in the data directory. It owns `mail_outbox`.
export { letter } from './mail-templates.ts';
export {
  createOutboxTransport,
  createSmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from './mail-transport.ts';
export { createMailService, type MailService } from './mail.service.ts';

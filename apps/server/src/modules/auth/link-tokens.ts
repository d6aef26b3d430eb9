import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets of the links auth mails (a new password, a verified address). Only the SHA-256
 * of a secret is stored, so a copy of the database cannot be used to take over accounts.
 */
export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export const newLinkToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
};

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { mailOutbox } from '#db/schema/index.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

/** A failed message is tried again after 30 s, 1, 2, 4 … minutes, at most 8 times in all. */
export const MAIL_MAX_ATTEMPTS = 8;
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
/** A claimed message whose sender died is taken up again after this. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export const createMailService = (deps: {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Asks the sender to run now rather than at its next tick. */
  sendSoon?: () => void;
}) => {
  const { db, transport } = deps;

  /**
   * Claims due messages for this instance: each is leased (its next attempt moved past the
   * lease) in one statement, so no other instance sends it meanwhile and a crash only delays it.
   */
  const claimDue = (now: Date) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });

  const sendOne = async (row: typeof mailOutbox.$inferSelect, now: Date) => {
    try {
      await transport.send({
        id: row.id,
        from: deps.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  };

  return {
    /**
     * Account deletion, in its transaction: mail to the address, sent or waiting, goes, and so
     * does mail to others that names the person (a chat mail quotes their words under "New
     * message from <name>").
     */
    forgetAddress: async (tx: Database, address: string, names: string[] = []) => {
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${address})`);
      for (const name of names) {
        // A whole word only: the name inside a longer word is somebody else.
        const pattern = `(^|[^[:alnum:]_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![[:alnum:]_])`;
        await tx
          .delete(mailOutbox)
          .where(sql`${mailOutbox.subject} ~* ${pattern} or ${mailOutbox.text} ~* ${pattern}`);
      }
    },

    /**
     * Queues a message. Inside the transaction of what caused it (`executor`), it goes out only
     * if that commits; sending itself never blocks or fails the request. Call `sendSoon` once
     * the transaction has committed, or the sender's next tick takes it.
     */
    enqueue: async (executor: Database, mail: OutgoingMail) => {
      await executor.insert(mailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
      });
    },

    sendSoon: () => deps.sendSoon?.(),

    /** Sends what is due (as if at `now`); answers how many went out. */
    sendDue: async (now = new Date()): Promise<number> => {
      let sent = 0;
      for (;;) {
        const claimed = await claimDue(now);
        for (const row of claimed) if (await sendOne(row, now)) sent += 1;
        if (claimed.length < BATCH) return sent;
      }
    },

    close: () => transport.close(),
  };
};

export type MailService = ReturnType<typeof createMailService>;

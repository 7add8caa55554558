import { sha256Hex } from "../auth/tokens.ts";
import type { Database } from "./open-database.ts";
import { toIso } from "./driver-values.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-throttled"
  | "sign-in-alert"
  | "sign-out"
  | "password-set"
  | "passkey-added"
  | "passkey-removed"
  | "passkey-sign-in"
  | "passkey-sign-in-failed"
  | "passkey-counter-regressed"
  | "passkey-add-refused"
  | "user-added"
  | "user-removed"
  | "user-reset"
  | "export"
  | "submission-deleted"
  | "submissions-erased"
  | "submission-state-changed"
  | "notification-resent"
  | "person-exported"
  | "insights-exported"
  | "lead-assigned"
  | "note-added"
  | "reply-sent"
  | "marked-replied"
  | "display-name-set"
  | "digest-changed"
  | "content-saved"
  | "content-discarded"
  | "content-published"
  | "content-rolled-back"
  | "content-imported"
  | "content-conflict-resolved"
  | "editor-granted"
  | "editor-revoked";

interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntry {
  /** The signed-in account; null for the CLI ("cli") and for failed sign-ins. */
  actor: AuditActor | null;
  action: AuditAction;
  /**
   * What it was done to: userSubject(email), "submission 12", "3 submissions".
   * Never message text, a password, a code or a visitor's contact details.
   */
  subject: string | null;
}

interface AuditRecord {
  id: number;
  at: string;
  actor: AuditActor | null;
  /** An AuditAction, or one a newer release wrote: rows are never hidden for it. */
  action: string;
  subject: string | null;
  /** How many times it happened in the row's minute (refused sign-ins); 1 for every other event. */
  count: number;
}

export interface AuditLog {
  record(entry: AuditEntry, now: Date): Promise<void>;
  /**
   * A refused sign-in: the first from this client (any string naming it; only
   * its hash is kept) in this minute, for this account and action, adds a row;
   * the others add to its count. So a flood of guesses is a few rows a minute.
   */
  recordRefused(entry: AuditEntry, client: string, now: Date): Promise<void>;
  /** The newest `limit` rows, newest first. */
  recent(limit: number): Promise<AuditRecord[]>;
  /** Deletes rows from before `cutoff` (the audit retention); returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
}

/** The subject naming an account. */
export function userSubject(email: string): string {
  return `user ${email}`;
}

/**
 * A refused sign-in names the account only when the email belongs to one:
 * the address as typed may be a stranger's, a typo or an attacker's guess,
 * and is not kept. Pass the account found by the email, or null.
 */
export function refusedSignIn(
  action: "sign-in-failed" | "sign-in-throttled",
  account: { email: string } | null,
): AuditEntry {
  return { actor: null, action, subject: account === null ? null : userSubject(account.email) };
}

/** The columns every audit row has, from its entry and time. */
const auditRow = ({ actor, action, subject }: AuditEntry, now: Date) => ({
  at: now.toISOString(),
  actor_user_id: actor?.id ?? null,
  actor_email: actor?.email ?? null,
  action,
  subject,
});

/** Writes the row in the caller's transaction: a change and its audit row commit together or not at all. */
export async function recordAudit(
  trx: Transaction,
  { actor, action, subject }: AuditEntry,
  now: Date,
): Promise<void> {
  await trx.insertInto("audit_log").values(auditRow({ actor, action, subject }, now)).execute();
}

export function createAuditLog(database: Database): AuditLog {
  return {
    async record(entry, now) {
      await inTransaction(database, (trx) => recordAudit(trx, entry, now));
    },

    async recordRefused({ actor, action, subject }, client, now) {
      const minute = now.toISOString().slice(0, "yyyy-mm-ddThh:mm".length);
      const burstKey = sha256Hex(JSON.stringify([client, minute, action, subject]));
      await inTransaction(database, (trx) =>
        trx
          .insertInto("audit_log")
          .values({
            ...auditRow({ actor, action, subject }, now),
            count: 1,
            burst_key: burstKey,
          })
          .onConflict((conflict) =>
            conflict.column("burst_key").doUpdateSet((eb) => ({ count: eb("audit_log.count", "+", 1) })),
          )
          .execute(),
      );
    },

    async purgeOlderThan(cutoff) {
      const result = await inTransaction(database, (trx) =>
        trx.deleteFrom("audit_log").where("at", "<", cutoff.toISOString()).executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },

    async recent(limit) {
      const rows = await database.db
        .selectFrom("audit_log")
        .select(["id", "at", "actor_user_id", "actor_email", "action", "subject", "count"])
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        at: toIso(row.at),
        actor:
          row.actor_user_id === null || row.actor_email === null
            ? null
            : { id: Number(row.actor_user_id), email: row.actor_email },
        action: row.action,
        subject: row.subject,
        count: Number(row.count),
      }));
    },
  };
}

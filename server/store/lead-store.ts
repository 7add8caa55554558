import type { ExpressionBuilder, Expression, SqlBool } from "kysely";
import type { LeadState } from "../../app/lib/lead.ts";
import type { Database } from "./open-database.ts";
import { toIso } from "./driver-values.ts";
import { newMessageId } from "./message-ids.ts";
import { queueJob, queueNotifications } from "./notification-jobs.ts";
import { isCompanyChannel, type Channel, type OutboxState, type Tables } from "./schema.ts";
import { inTransaction, type Transaction } from "./transaction.ts";
import { nameOf } from "./user-store.ts";

/** Who changed a lead: the signed-in account, named as it was then. */
export interface Actor {
  id: number;
  name: string;
}

/** What happened to a lead, as lead_events keeps it. */
type LeadEventKind = "assigned" | "unassigned" | "note" | "reply" | "marked-replied" | "state";

export interface LeadNote {
  id: number;
  submissionId: number;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface LeadReply extends LeadNote {
  /** How its mail stands: pending (queued or being retried), sent or failed; null when it was never queued. */
  delivery: OutboxState | null;
  attempts: number;
}

export interface LeadEvent {
  id: number;
  at: string;
  /** The account that did it; null for the server, or once the account is gone. */
  actorId: number | null;
  actorName: string | null;
  kind: LeadEventKind;
  /** assigned: the assignee's name; state: the new state; note and reply: the row's id. */
  detail: string | null;
  /** assigned: the assignee's account (null once it is gone, or for events before migration 0008). */
  subjectId: number | null;
}

/**
 * What came of answering a lead: done; no such lead; refused while it is in
 * Spam (an answer would mail the spam's address and move it to Handled); or,
 * for a reply, `repeated`: its form was sent before, and nothing more is done.
 */
type AnswerResult = "done" | "missing" | "spam" | "repeated";

/** What the assignment mail says: the lead, the person now answering it and who asked them. */
export interface AssignmentPayload {
  submissionId: number;
  assigneeId: number;
  byName: string;
}

export interface ReplyPayload {
  replyId: number;
}

/** A reply ready to send, with the Message-ID it threads under (null: the visitor has had no mail from us yet). */
export interface ReplyToSend {
  body: string;
  authorName: string;
  messageId: string;
  inReplyTo: string | null;
  visitor: { email: string; fullName: string; locale: string };
}

export interface AssignmentToSend {
  assignee: { email: string; name: string };
  lead: { id: number; fullName: string; createdAt: string };
  byName: string;
}

/**
 * Every write to a lead after it arrived (its arrival is lead-intake.ts's
 * add()): state, Spam, deletion, notifications sent again, a person's erasure,
 * assignment, notes and replies, each with its event. The inbox reads leads
 * through server/inbox/lead-queries.ts.
 */
export interface LeadStore {
  /** Returns how many of the leads existed (and now have the state); each change is a lead event by `actor`. */
  setState(
    ids: number | readonly number[],
    state: LeadState,
    now: Date,
    actor?: Actor | null,
  ): Promise<number>;
  /**
   * Moves a lead from spam to new and queues its notification on `channels`,
   * unless it already has one (marked spam after it was sent); false when it
   * is not spam (or does not exist).
   */
  releaseFromSpam(
    id: number,
    channels: readonly Channel[],
    now: Date,
    actor?: Actor | null,
  ): Promise<boolean>;
  /** Deletes a lead and its notifications; false when it did not exist. */
  remove(id: number): Promise<boolean>;
  /** Sends a channel's notification again soon; false when the lead has no job for that channel. */
  resend(id: number, channel: Channel, now: Date): Promise<boolean>;
  /** Deletes every lead from an address, with their notifications, in one transaction. */
  eraseByEmail(email: string): Promise<{ count: number; ids: number[] }>;
  /** Gives the lead to an account, or to nobody (null); tells the assignee by mail unless they did it themselves. False: no such lead or account. */
  assign(id: number, assigneeId: number | null, actor: Actor, now: Date): Promise<boolean>;
  /** False: no such lead. */
  addNote(id: number, actor: Actor, body: string, now: Date): Promise<boolean>;
  /**
   * Queues the reply's mail; the lead is answered now and moves to handled.
   * `formToken` is the form's one-time token: a second reply with it, at once
   * or later, on any instance, stores and mails nothing.
   */
  reply(id: number, actor: Actor, body: string, formToken: string, now: Date): Promise<AnswerResult>;
  /** A reply sent from a mail program: the lead is answered now and moves to handled. */
  markReplied(id: number, actor: Actor, now: Date): Promise<Exclude<AnswerResult, "repeated">>;
  notes(id: number): Promise<LeadNote[]>;
  replies(id: number): Promise<LeadReply[]>;
  events(id: number): Promise<LeadEvent[]>;
  /** The notes and replies on these leads, for a person's data export. */
  notesOf(ids: readonly number[]): Promise<LeadNote[]>;
  repliesOf(ids: readonly number[]): Promise<LeadReply[]>;
  replyToSend(payload: ReplyPayload): Promise<ReplyToSend | null>;
  assignmentToSend(payload: AssignmentPayload): Promise<AssignmentToSend | null>;
}

/** Leads from an address, whatever its case or surrounding spaces; folded alike on both sides. */
export const fromAddress =
  (email: string) =>
  (eb: ExpressionBuilder<Tables, "submissions">): Expression<SqlBool> =>
    eb(eb.fn("lower", [eb.fn("trim", [eb.ref("email")])]), "=", eb.fn("lower", [eb.val(email.trim())]));

/** Writes an event with the change it records, in the change's transaction. */
async function recordEvent(
  trx: Transaction,
  id: number,
  actor: Actor | null,
  kind: LeadEventKind,
  detail: string | null,
  now: Date,
  subjectId: number | null = null,
): Promise<void> {
  await trx
    .insertInto("lead_events")
    .values({
      submission_id: id,
      at: now.toISOString(),
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      kind,
      detail,
      subject_id: subjectId,
    })
    .execute();
}

/** The lead is answered: the first answer's time is kept, and it moves to handled unless it is already there. */
async function answered(trx: Transaction, id: number, actor: Actor, now: Date): Promise<void> {
  const iso = now.toISOString();
  await trx
    .updateTable("submissions")
    .set({ first_answered_at: iso })
    .where("id", "=", id)
    .where("first_answered_at", "is", null)
    .execute();
  const moved = await trx
    .updateTable("submissions")
    .set({ state: "handled" satisfies LeadState, state_changed_at: iso })
    .where("id", "=", id)
    .where("state", "!=", "handled")
    .executeTakeFirst();
  if (moved.numUpdatedRows > 0n) await recordEvent(trx, id, actor, "state", "handled", now);
}

async function exists(trx: Transaction, id: number): Promise<boolean> {
  return (
    (await trx.selectFrom("submissions").select("id").where("id", "=", id).executeTakeFirst()) !== undefined
  );
}

/** Whether the lead can be answered: it exists and is not in Spam. Read in the answer's transaction, so a lead marked spam meanwhile is refused. */
async function answerable(trx: Transaction, id: number): Promise<"done" | "missing" | "spam"> {
  const row = await trx.selectFrom("submissions").select("state").where("id", "=", id).executeTakeFirst();
  return row === undefined ? "missing" : row.state === ("spam" satisfies LeadState) ? "spam" : "done";
}

export function createLeadStore(database: Database): LeadStore {
  const { db } = database;

  const noteRows = (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("lead_notes")
          .select(["id", "submission_id", "author_name", "body", "created_at"])
          .where("submission_id", "in", [...ids])
          .orderBy("id")
          .execute();

  const replyRows = async (ids: readonly number[]): Promise<LeadReply[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom("lead_replies")
      .leftJoin("notification_outbox", "notification_outbox.id", "lead_replies.outbox_id")
      .select([
        "lead_replies.id",
        "lead_replies.submission_id",
        "lead_replies.author_name",
        "lead_replies.body",
        "lead_replies.created_at",
        "notification_outbox.state",
        "notification_outbox.attempts",
      ])
      .where("lead_replies.submission_id", "in", [...ids])
      .orderBy("lead_replies.id")
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      submissionId: Number(row.submission_id),
      authorName: row.author_name,
      body: row.body,
      createdAt: toIso(row.created_at),
      delivery: row.state ?? null,
      attempts: Number(row.attempts ?? 0),
    }));
  };

  const toNote = (row: {
    id: number;
    submission_id: number;
    author_name: string;
    body: string;
    created_at: Date | string;
  }): LeadNote => ({
    id: Number(row.id),
    submissionId: Number(row.submission_id),
    authorName: row.author_name,
    body: row.body,
    createdAt: toIso(row.created_at),
  });

  return {
    async setState(ids, state, now, actor = null) {
      const list = typeof ids === "number" ? [ids] : [...new Set(ids)];
      if (list.length === 0) return 0;
      // Through inTransaction like every server write: it waits out another process's SQLite lock on timers.
      return inTransaction(database, async (trx) => {
        const changed = await trx
          .updateTable("submissions")
          .set({ state, state_changed_at: now.toISOString() })
          .where("id", "in", list)
          .returning("id")
          .execute();
        for (const row of changed) await recordEvent(trx, Number(row.id), actor, "state", state, now);
        return changed.length;
      });
    },

    releaseFromSpam: (id, channels, now, actor = null) =>
      inTransaction(database, async (trx) => {
        const result = await trx
          .updateTable("submissions")
          .set({ state: "new", state_changed_at: now.toISOString() })
          .where("id", "=", id)
          .where("state", "=", "spam")
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await recordEvent(trx, id, actor, "state", "new", now);
        const jobs = await trx
          .selectFrom("notification_outbox")
          .select("id")
          .where("submission_id", "=", id)
          .where("channel", "in", ["email", "webhook"])
          .limit(1)
          .execute();
        if (jobs.length === 0 && channels.length > 0) {
          await queueNotifications(trx, id, channels, now);
          await trx
            .updateTable("submissions")
            .set({ notification_state: "pending" })
            .where("id", "=", id)
            .execute();
        }
        return true;
      }),

    async remove(id) {
      // The outbox rows go with it: ON DELETE CASCADE (SQLite connections turn foreign keys on).
      const result = await inTransaction(database, (trx) =>
        trx.deleteFrom("submissions").where("id", "=", id).executeTakeFirst(),
      );
      return result.numDeletedRows > 0n;
    },

    resend: (id, channel, now) =>
      inTransaction(database, async (trx) => {
        const nowIso = now.toISOString();
        // last_error stays until the next attempt replaces it or the job is sent.
        const result = await trx
          .updateTable("notification_outbox")
          .set({ state: "pending", attempts: 0, next_attempt_at: nowIso, updated_at: nowIso })
          .where("submission_id", "=", id)
          .where("channel", "=", channel)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        // As the outbox does: a lead is pending while any of the company's jobs is (a receipt is not one).
        if (isCompanyChannel(channel))
          await trx
            .updateTable("submissions")
            .set({ notification_state: "pending" })
            .where("id", "=", id)
            .execute();
        return true;
      }),

    eraseByEmail: (email) =>
      inTransaction(database, async (trx) => {
        const rows = await trx
          .selectFrom("submissions")
          .select("id")
          .where(fromAddress(email))
          .orderBy("id")
          .execute();
        const ids = rows.map((row) => Number(row.id));
        if (ids.length > 0) await trx.deleteFrom("submissions").where("id", "in", ids).execute();
        return { count: ids.length, ids };
      }),

    assign: (id, assigneeId, actor, now) =>
      inTransaction(database, async (trx) => {
        if (!(await exists(trx, id))) return false;
        let assigneeName: string | null = null;
        if (assigneeId !== null) {
          const assignee = await trx
            .selectFrom("users")
            .select(["email", "display_name"])
            .where("id", "=", assigneeId)
            .executeTakeFirst();
          if (assignee === undefined) return false;
          assigneeName = nameOf(assignee);
        }
        await trx.updateTable("submissions").set({ assignee_id: assigneeId }).where("id", "=", id).execute();
        await recordEvent(
          trx,
          id,
          actor,
          assigneeId === null ? "unassigned" : "assigned",
          assigneeName,
          now,
          assigneeId,
        );
        if (assigneeId !== null && assigneeId !== actor.id) {
          const payload: AssignmentPayload = { submissionId: id, assigneeId, byName: actor.name };
          await queueJob(trx, { channel: "assignment", submissionId: null, payload }, now);
        }
        return true;
      }),

    addNote: (id, actor, body, now) =>
      inTransaction(database, async (trx) => {
        if (!(await exists(trx, id))) return false;
        const note = await trx
          .insertInto("lead_notes")
          .values({
            submission_id: id,
            author_id: actor.id,
            author_name: actor.name,
            body,
            created_at: now.toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordEvent(trx, id, actor, "note", String(note.id), now);
        return true;
      }),

    reply: (id, actor, body, formToken, now) =>
      inTransaction(database, async (trx): Promise<AnswerResult> => {
        const state = await answerable(trx, id);
        if (state !== "done") return state;
        // The token's unique index decides: a second post of the form, even one waiting on the first's lock, inserts nothing.
        const reply = await trx
          .insertInto("lead_replies")
          .values({
            submission_id: id,
            author_id: actor.id,
            author_name: actor.name,
            body,
            created_at: now.toISOString(),
            outbox_id: null,
            form_token: formToken,
          })
          .onConflict((conflict) => conflict.column("form_token").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (reply === undefined) return "repeated";
        const replyId = Number(reply.id);
        const payload: ReplyPayload = { replyId };
        const outboxId = await queueJob(
          trx,
          { channel: "reply", submissionId: id, payload, messageId: newMessageId() },
          now,
        );
        await trx
          .updateTable("lead_replies")
          .set({ outbox_id: outboxId })
          .where("id", "=", replyId)
          .execute();
        await recordEvent(trx, id, actor, "reply", String(replyId), now);
        await answered(trx, id, actor, now);
        return "done";
      }),

    markReplied: (id, actor, now) =>
      inTransaction(database, async (trx) => {
        const state = await answerable(trx, id);
        if (state !== "done") return state;
        await recordEvent(trx, id, actor, "marked-replied", null, now);
        await answered(trx, id, actor, now);
        return "done";
      }),

    notes: async (id) => (await noteRows([id])).map(toNote),
    replies: (id) => replyRows([id]),
    notesOf: async (ids) => (await noteRows(ids)).map(toNote),
    repliesOf: (ids) => replyRows(ids),

    async events(id) {
      const rows = await db
        .selectFrom("lead_events")
        .select(["id", "at", "actor_id", "actor_name", "kind", "detail", "subject_id"])
        .where("submission_id", "=", id)
        .orderBy("at")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        at: toIso(row.at),
        actorId: row.actor_id === null ? null : Number(row.actor_id),
        actorName: row.actor_name,
        kind: row.kind as LeadEventKind,
        detail: row.detail,
        subjectId: row.subject_id === null ? null : Number(row.subject_id),
      }));
    },

    async replyToSend({ replyId }) {
      const reply = await db
        .selectFrom("lead_replies")
        .innerJoin("submissions", "submissions.id", "lead_replies.submission_id")
        .innerJoin("notification_outbox", "notification_outbox.id", "lead_replies.outbox_id")
        .select([
          "lead_replies.body",
          "lead_replies.author_name",
          "lead_replies.submission_id",
          "lead_replies.outbox_id",
          "notification_outbox.message_id",
          "submissions.email",
          "submissions.full_name",
          "submissions.locale",
        ])
        .where("lead_replies.id", "=", replyId)
        .executeTakeFirst();
      if (reply === undefined || reply.message_id === null) return null;
      // The latest mail the visitor has had from us (the receipt, an earlier reply): the thread goes on from it.
      const latest = await db
        .selectFrom("notification_outbox")
        .select("message_id")
        .where("submission_id", "=", reply.submission_id)
        .where("channel", "in", ["receipt", "reply"])
        .where("state", "=", "sent")
        .where("message_id", "is not", null)
        .where("id", "!=", Number(reply.outbox_id))
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return {
        body: reply.body,
        authorName: reply.author_name,
        messageId: reply.message_id,
        inReplyTo: latest?.message_id ?? null,
        visitor: { email: reply.email, fullName: reply.full_name, locale: reply.locale },
      };
    },

    async assignmentToSend({ submissionId, assigneeId, byName }) {
      const [lead, assignee] = await Promise.all([
        db
          .selectFrom("submissions")
          .select(["id", "full_name", "created_at", "assignee_id"])
          .where("id", "=", submissionId)
          .executeTakeFirst(),
        db
          .selectFrom("users")
          .select(["email", "display_name"])
          .where("id", "=", assigneeId)
          .executeTakeFirst(),
      ]);
      // Gone, or given to someone else since: nothing to tell.
      if (lead === undefined || assignee === undefined || Number(lead.assignee_id) !== assigneeId)
        return null;
      return {
        assignee: { email: assignee.email, name: nameOf(assignee) },
        lead: { id: Number(lead.id), fullName: lead.full_name, createdAt: toIso(lead.created_at) },
        byName,
      };
    },
  };
}

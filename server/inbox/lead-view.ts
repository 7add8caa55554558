import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import type { SpamReason } from "../../app/lib/lead.ts";
import type { InboxView, TimelineEntry, Viewer } from "../../app/server-pages/inbox/views.ts";
import type { LeadEvent, LeadNote, LeadReply } from "../store/lead-store.ts";
import type { InboxServices } from "./inbox-context.ts";
import { filterToSearch } from "./inbox-query.ts";
import type { LeadDetail } from "./lead-queries.ts";
import type { Colleague } from "../store/user-store.ts";
import { randomToken } from "../auth/tokens.ts";

const spamReasonWords: Record<SpamReason, string> = inboxCopy.lead.spamReasons;

/** Each account as the lead's page names it: its name, with its email beside a name another account shares (until one of them is renamed). */
function colleagueLabels(colleagues: readonly Colleague[]): Map<number, string> {
  return new Map(
    colleagues.map((colleague) => [
      colleague.id,
      colleague.nameClash ? `${colleague.name} (${colleague.email})` : colleague.name,
    ]),
  );
}

/**
 * A lead's timeline, oldest first: its arrival and notifications from the
 * lead and its outbox rows, everything done to it since from its events
 * (with a note's or reply's text and a reply's delivery from their own rows).
 * Each event is credited to its account as named now; an account since
 * removed, by the name it had then.
 */
function leadTimeline(
  detail: LeadDetail,
  events: readonly LeadEvent[],
  notes: readonly LeadNote[],
  replies: readonly LeadReply[],
  labels: ReadonlyMap<number, string>,
): TimelineEntry[] {
  const noteById = new Map(notes.map((note) => [String(note.id), note]));
  const replyById = new Map(replies.map((reply) => [String(reply.id), reply]));
  const entries: TimelineEntry[] = [
    { kind: "arrived", at: detail.createdAt },
    ...detail.notifications.map((job) => ({
      kind: "notification" as const,
      at: job.updatedAt,
      channel: job.channel,
      state: job.state,
      attempts: job.attempts,
    })),
  ];
  for (const event of events) {
    const base = {
      at: event.at,
      who: (event.actorId === null ? undefined : labels.get(event.actorId)) ?? event.actorName,
    };
    switch (event.kind) {
      case "assigned":
        entries.push({
          kind: "assigned",
          ...base,
          assignee:
            (event.subjectId === null ? undefined : labels.get(event.subjectId)) ?? event.detail ?? "",
        });
        break;
      case "unassigned":
        entries.push({ kind: "unassigned", ...base });
        break;
      case "note": {
        const note = noteById.get(event.detail ?? "");
        if (note !== undefined) entries.push({ kind: "note", ...base, body: note.body });
        break;
      }
      case "reply": {
        const reply = replyById.get(event.detail ?? "");
        if (reply !== undefined)
          entries.push({ kind: "reply", ...base, body: reply.body, delivery: reply.delivery });
        break;
      }
      case "marked-replied":
        entries.push({ kind: "marked-replied", ...base });
        break;
      case "state":
        entries.push({ kind: "state", ...base, state: event.detail ?? "" });
        break;
    }
  }
  // Stable: what happened in the same millisecond keeps the order it was written in.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The lead's page: the lead, who answers it, its clock and timeline; null when it does not exist. */
export async function leadPageView(
  services: Pick<InboxServices, "queries" | "leads" | "users" | "repliesOn" | "now">,
  id: number,
  viewer: Viewer,
  extras: {
    notice?: string;
    error?: string;
    problem?: { field: "note" | "reply"; text: string; value: string };
  } = {},
): Promise<Extract<InboxView, { page: "lead" }> | null> {
  const detail = await services.queries.get(id, services.now());
  if (detail === null) return null;
  const [events, notes, replies, colleagues] = await Promise.all([
    services.leads.events(id),
    services.leads.notes(id),
    services.leads.replies(id),
    services.users.colleagues(),
  ]);
  const labels = colleagueLabels(colleagues);
  return {
    page: "lead",
    viewer,
    message: { ...detail, spamReasons: detail.spamReasons.map((reason) => spamReasonWords[reason]) },
    backHref: `/inbox${filterToSearch({ state: detail.state })}`,
    lead: {
      assigneeId: detail.assigneeId,
      colleagues: colleagues.map(({ id: colleagueId }) => ({
        id: colleagueId,
        name: labels.get(colleagueId) ?? "",
      })),
      firstAnsweredAt: detail.firstAnsweredAt,
      clock: detail.clock,
      repliesOn: services.repliesOn,
      replyToken: randomToken(),
      timeline: leadTimeline(detail, events, notes, replies, labels),
    },
    ...(extras.notice === undefined ? {} : { notice: extras.notice }),
    ...(extras.error === undefined ? {} : { error: extras.error }),
    ...(extras.problem === undefined ? {} : { problem: extras.problem }),
  };
}

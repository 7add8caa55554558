import { inboxCopy } from "~/content/inbox/inbox-copy";
import { formatDubaiTime } from "./format";
import type { TimelineEntry } from "./views";

const copy = inboxCopy.lead;

/** The sentence for one entry; names are the accounts' (isolated by the caller's <bdi>). */
function describe(entry: TimelineEntry): string {
  const who = "who" in entry ? (entry.who ?? copy.server) : copy.server;
  switch (entry.kind) {
    case "arrived":
      return copy.events.arrived;
    case "notification":
      return copy.events.notification(
        copy.channels[entry.channel] ?? entry.channel,
        copy.notificationStates[entry.state] ?? entry.state,
        entry.attempts,
      );
    case "assigned":
      return copy.events.assigned(who, entry.assignee);
    case "unassigned":
      return copy.events.unassigned(who);
    case "note":
      return copy.events.note(who);
    case "reply":
      return copy.events.reply(who, copy.deliveryStates[entry.delivery ?? ""] ?? copy.none);
    case "marked-replied":
      return copy.events.markedReplied(who);
    case "state":
      return copy.events.state(
        who,
        inboxCopy.list.states[entry.state as keyof typeof inboxCopy.list.states] ?? entry.state,
      );
  }
}

/** Everything that happened to a lead, oldest first, each with when; a note's or reply's text under its line. */
export function LeadTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="mt-4 grid gap-4 border-s-2 border-navy-100 ps-4">
      {entries.map((entry, index) => (
        <li key={index} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-navy-300"
          />
          <p className="text-sm text-ink">
            <bdi>{describe(entry)}</bdi>
          </p>
          <p className="text-xs text-ink-muted">
            <time dateTime={entry.at}>{formatDubaiTime(entry.at)}</time>
          </p>
          {entry.kind === "note" || entry.kind === "reply" ? (
            <p
              dir="auto"
              className="mt-2 whitespace-pre-wrap rounded-xl border border-navy-100 bg-navy-50/50 p-3 text-sm text-ink"
            >
              {entry.body}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

import { editorCopy } from "~/content/inbox/editor-copy";
import { formatDubaiTime } from "./format";
import { ActionButton, BackLink, dangerButton, PageHeading, Panel, smallButton } from "./inbox-ui";
import { ChangesList } from "./site-changes";
import type { InboxView } from "./views";

const copy = editorCopy.history;

type HistoryView = Extract<InboxView, { page: "siteHistory" }>;
type RollbackView = Extract<InboxView, { page: "siteRollback" }>;

const whoOf = (who: string | null) => copy.by(who ?? copy.server);

type Status = Exclude<HistoryView["revisions"][number]["status"], "earlier">;
const statusWords = {
  live: "live",
  publishing: "publishing",
  "not-live": "notLive",
} as const satisfies Record<Status, keyof typeof copy>;
const badges: Record<Status, string> = {
  live: "bg-emerald-100 text-emerald-900",
  publishing: "bg-amber-100 text-amber-900",
  "not-live": "bg-red-100 text-red-900",
};

/** Every revision, newest first: who, when, what changed per field in both languages, and its rollback. */
export function SiteHistoryPage({ view }: { view: HistoryView }) {
  return (
    <div className="max-w-5xl">
      <BackLink href="/inbox/site">{editorCopy.edit.back}</BackLink>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {view.revisions.length === 0 ? <p>{copy.none}</p> : null}
      <ol className="grid gap-4">
        {view.revisions.map((revision) => (
          <li key={revision.number} className="max-w-none">
            <Panel labelledBy={`revision-${revision.number}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`revision-${revision.number}`} className="text-lg font-semibold text-navy-900">
                  {copy.version(revision.number)}
                  {revision.status === "earlier" ? null : (
                    <span
                      className={`ms-2 rounded-full px-2.5 py-0.5 align-middle text-xs font-semibold ${badges[revision.status]}`}
                    >
                      {copy[statusWords[revision.status]]}
                    </span>
                  )}
                </h2>
                <p className="text-sm text-ink-muted">
                  {revision.rollbackOf === undefined
                    ? copy.kinds[revision.kind]
                    : copy.rolledBackTo(revision.rollbackOf)}{" "}
                  <bdi>{whoOf(revision.who)}</bdi>,{" "}
                  <time dateTime={revision.at}>{formatDubaiTime(revision.at)}</time>
                </p>
              </div>
              <div className="mt-3">
                <ChangesList
                  changes={revision.changes}
                  idPrefix={`revision-${revision.number}`}
                  headingLevel={3}
                />
              </div>
              {revision.status === "live" || revision.status === "publishing" ? null : (
                <div className="mt-4">
                  <a href={`/inbox/site/history/${revision.number}/rollback`} className={smallButton}>
                    {copy.rollbackTo(revision.number)}
                  </a>
                </div>
              )}
            </Panel>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The one confirmation a rollback asks for: what it does, then the action. */
export function SiteRollbackPage({ view }: { view: RollbackView }) {
  const { revision } = view;
  return (
    <div className="max-w-3xl">
      <PageHeading lead={copy.confirmLead}>{copy.confirmHeading(revision.number)}</PageHeading>
      <p className="mb-6 text-ink-muted">
        {copy.version(revision.number)} <bdi>{whoOf(revision.who)}</bdi>,{" "}
        <time dateTime={revision.at}>{formatDubaiTime(revision.at)}</time>
      </p>
      <div className="flex flex-wrap gap-3">
        <ActionButton
          action={`/inbox/site/history/${revision.number}/rollback`}
          csrfToken={view.viewer.csrfToken}
          fields={{ confirm: "yes" }}
          className={dangerButton}
        >
          {copy.confirm(revision.number)}
        </ActionButton>
        <a href="/inbox/site/history" className={smallButton}>
          {copy.cancel}
        </a>
      </div>
    </div>
  );
}

import { controlClassName, FormField } from "~/components/ui/form-field";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import { formatDubaiTime } from "./format";
import {
  ActionButton,
  CsrfField,
  dangerButton,
  Notice,
  PageHeading,
  Panel,
  primaryButton,
  smallButton,
  StateBadge,
  textLink,
  dangerOutlineButton,
} from "./inbox-ui";
import type { InboxView } from "./views";

const copy = inboxCopy.people;

type PeopleView = Extract<InboxView, { page: "people" }>;

/** Every account and its editor right: owners have it always; a member's is given and taken back here. */
function EditorsPanel({ view }: { view: PeopleView }) {
  const { viewer, accounts } = view;
  return (
    <Panel labelledBy="editors-heading" className="mb-6">
      <h2 id="editors-heading" className="text-lg font-semibold text-navy-900">
        {copy.editorsHeading}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{copy.editorsLead}</p>
      <ul className="mt-4 divide-y divide-navy-100">
        {accounts.map((account) => (
          <li
            key={account.email}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
          >
            <div className="min-w-0">
              <bdi className="font-semibold text-navy-900">{account.name}</bdi>
              {account.name === account.email ? null : (
                <span dir="ltr" className="ms-2 text-sm text-ink-muted">
                  {account.email}
                </span>
              )}
              <p className="text-sm text-ink-muted">
                {account.role === "owner"
                  ? copy.ownerCanEdit
                  : account.canEdit
                    ? copy.canEdit
                    : copy.cannotEdit}
              </p>
            </div>
            {account.role === "owner" ? null : (
              <ActionButton
                action="/inbox/people/editor"
                csrfToken={viewer.csrfToken}
                fields={{ email: account.email, editor: account.canEdit ? "no" : "yes" }}
                className={account.canEdit ? dangerOutlineButton : smallButton}
              >
                {account.canEdit ? copy.revoke : copy.grant}
                <span className="sr-only"> ({account.name})</span>
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function EditorChangeNotice({ change }: { change: NonNullable<PeopleView["editorChange"]> }) {
  if (change === "unknownAccount") return <Notice tone="error">{copy.unknownAccount}</Notice>;
  return <Notice>{copy[change.change](change.name)}</Notice>;
}

/**
 * The inbox's people: every account with its editor right, accounts whose
 * names must change, and a person's data on request (every lead from an
 * address, its export and its erasure; the address travels in form posts
 * only, never in a URL).
 */
export function PeoplePage({ view }: { view: PeopleView }) {
  const { viewer, email, matches } = view;
  return (
    <div className="max-w-3xl">
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {view.erased === undefined ? null : <Notice>{copy.erased(view.erased)}</Notice>}
      {view.editorChange === undefined ? null : <EditorChangeNotice change={view.editorChange} />}
      <EditorsPanel view={view} />
      {view.namesToChange.length === 0 ? null : (
        <Panel labelledBy="names-heading" className="mb-6">
          <h2 id="names-heading" className="text-lg font-semibold text-navy-900">
            {copy.namesHeading}
          </h2>
          <p className="mt-2 text-sm text-ink">{copy.namesLead}</p>
          <ul className="mt-3 grid gap-1 text-sm">
            {view.namesToChange.map((account) => (
              <li key={account.email}>
                <bdi className="font-semibold">{account.name}</bdi> <span dir="ltr">({account.email})</span>:{" "}
                {copy.nameProblems[account.problem]}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <h2 className="mt-10 text-2xl font-bold tracking-tight text-navy-900">{copy.dataHeading}</h2>
      <p className="mt-2 mb-4 max-w-2xl text-pretty text-ink-muted">{copy.dataLead}</p>
      <Panel className="mb-6">
        <form method="post" action="/inbox/people" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <CsrfField token={viewer.csrfToken} />
          <div className="flex-1">
            <FormField id="people-email" label={copy.email}>
              <input
                id="people-email"
                name="email"
                type="email"
                required
                dir="ltr"
                defaultValue={email}
                className={controlClassName}
              />
            </FormField>
          </div>
          <button type="submit" className={`${primaryButton} min-h-12`}>
            {copy.find}
          </button>
        </form>
      </Panel>
      {email === undefined || matches === undefined ? null : matches.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-navy-200 bg-white p-6 text-ink-muted"
        >
          {copy.none(email)}
        </p>
      ) : view.confirmErase ? (
        <Panel labelledBy="erase-heading">
          <h2 id="erase-heading" className="text-xl font-semibold text-navy-900">
            {copy.confirmHeading}
          </h2>
          <p className="mt-2 text-ink-muted">{copy.confirmLead(matches.length, email)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ActionButton
              action="/inbox/people/erase"
              csrfToken={viewer.csrfToken}
              fields={{ email, confirm: "yes" }}
              className={dangerButton}
            >
              {copy.confirm}
            </ActionButton>
            <ActionButton action="/inbox/people" csrfToken={viewer.csrfToken} fields={{ email }}>
              {copy.cancel}
            </ActionButton>
          </div>
        </Panel>
      ) : (
        <Panel labelledBy="matches-heading">
          <div role="status">
            <h2 id="matches-heading" className="text-lg font-semibold text-navy-900">
              {copy.found(matches.length, email)}
            </h2>
          </div>
          <ul className="mt-4 divide-y divide-navy-100">
            {matches.map((item) => (
              <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <a href={`/inbox/submissions/${item.id}`} className={`${textLink} min-w-0`}>
                  <bdi>{item.fullName}</bdi>
                </a>
                <span className="flex items-center gap-2 text-sm text-ink-muted">
                  <time dateTime={item.createdAt}>{formatDubaiTime(item.createdAt)}</time>
                  <StateBadge state={item.state} />
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink-muted">{copy.export}:</span>
            <ActionButton
              action="/inbox/people/export"
              csrfToken={viewer.csrfToken}
              fields={{ email, format: "csv" }}
            >
              {inboxCopy.list.exportCsv}
            </ActionButton>
            <ActionButton
              action="/inbox/people/export"
              csrfToken={viewer.csrfToken}
              fields={{ email, format: "json" }}
            >
              {inboxCopy.list.exportJson}
            </ActionButton>
            <ActionButton
              action="/inbox/people/erase"
              csrfToken={viewer.csrfToken}
              fields={{ email }}
              className={dangerOutlineButton}
            >
              {copy.erase}
            </ActionButton>
          </div>
        </Panel>
      )}
    </div>
  );
}

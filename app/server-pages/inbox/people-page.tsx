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
  StateBadge,
  textLink,
  dangerOutlineButton,
} from "./inbox-ui";
import type { InboxView } from "./views";

const copy = inboxCopy.people;

type PeopleView = Extract<InboxView, { page: "people" }>;

/**
 * A person's data on request: every lead from an address, its export and
 * its erasure. The address travels in form posts only, never in a URL.
 */
export function PeoplePage({ view }: { view: PeopleView }) {
  const { viewer, email, matches } = view;
  return (
    <div className="max-w-3xl">
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {view.erased === undefined ? null : <Notice>{copy.erased(view.erased)}</Notice>}
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

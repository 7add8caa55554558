import type { ReactNode } from "react";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import { isolate } from "~/lib/bidi";
import { formatDubaiTime, formatDueTime } from "./format";
import {
  ActionButton,
  CsrfField,
  Notice,
  PageHeading,
  Panel,
  primaryButton,
  smallButton,
  StateBadge,
  textLink,
  dangerOutlineButton,
  WebToken,
} from "./inbox-ui";
import { controlClassName } from "~/components/ui/form-field";
import { ClockBadge } from "./list-page";
import { LeadTimeline } from "./lead-timeline";
import englishCountryNames from "react-phone-number-input/locale/en.json";
import { displayPhone, phoneCheck } from "~/lib/contact-rules";
import { mailtoHref } from "~/lib/mailto";
import type { LeadState } from "~/lib/lead";
import { campaignLabel, type LeadSource } from "~/lib/insights";
import { REPLY_FORM_FIELD, type InboxView } from "./views";

const copy = inboxCopy.lead;

type LeadView = Extract<InboxView, { page: "lead" }>;

/** The state changes offered from each state. */
const moves: Record<LeadState, readonly { to: LeadState; label: string }[]> = {
  new: [
    { to: "handled", label: copy.markHandled },
    { to: "spam", label: copy.markSpam },
  ],
  handled: [
    { to: "new", label: copy.markNew },
    { to: "spam", label: copy.markSpam },
  ],
  spam: [{ to: "new", label: copy.notSpam }],
};

/** A stored number as people read it, and a warning when it is no valid number of its country (kept, not refused, by the form). */
function Phone({ phone }: { phone: string }) {
  const check = phoneCheck(phone);
  const country = check.valid || check.country === undefined ? undefined : englishCountryNames[check.country];
  return (
    <>
      <a href={`tel:${phone}`} className={textLink} dir="ltr">
        {displayPhone(phone)}
      </a>
      {check.valid ? null : (
        <p className="mt-1 text-sm font-medium text-red-700">
          {country === undefined
            ? copy.phoneNotValidForCode(check.callingCode)
            : copy.phoneNotValidFor(country)}
        </p>
      )}
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-navy-900">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}

/** Where the lead came from: its form page and, when a visit matched, that visit's landing page, referrer and campaign. Visitor text, isolated. */
function LeadSourceDetails({ source }: { source: LeadSource }) {
  const campaign = campaignLabel(source.utmSource, source.utmMedium, source.utmCampaign);
  const value = (text: string | null, none: string) =>
    text === null ? <span className="text-ink-muted">{none}</span> : <WebToken text={text} />;
  const lines: [string, ReactNode][] = [[copy.formPage, value(source.formPage, copy.noCampaign)]];
  if (source.landingPage !== null) {
    lines.push(
      [copy.landingPage, value(source.landingPage, copy.noCampaign)],
      [copy.referrer, value(source.referrerHost, copy.noReferrer)],
      [copy.campaign, value(campaign, copy.noCampaign)],
    );
  }
  return (
    <div className="text-sm">
      {/* Labelled lines, not a description list inside the message's own. */}
      <div className="grid gap-1">
        {lines.map(([label, shown]) => (
          <p key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4">
            <span className="font-semibold text-navy-900">{label}</span>
            <span>{shown}</span>
          </p>
        ))}
      </div>
      <p className="mt-2 text-ink-muted">
        {source.landingPage === null ? copy.sourceUnknown : copy.sourceNote}
      </p>
    </div>
  );
}

/** A text area that posts one field, with the reason it was refused (and the refused text) when it was. */
function TextForm({
  view,
  field,
  action,
  label,
  submit,
  rows,
  hidden = {},
}: {
  view: LeadView;
  field: "note" | "reply";
  action: string;
  label: string;
  submit: string;
  rows: number;
  hidden?: Record<string, string>;
}) {
  const problem = view.problem?.field === field ? view.problem : undefined;
  const id = `lead-${field}`;
  return (
    <form method="post" action={action} className="mt-4 grid gap-2">
      <CsrfField token={view.viewer.csrfToken} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {problem === undefined ? null : (
        <p id={`${id}-problem`} className="text-sm font-medium text-red-700">
          {problem.text}
        </p>
      )}
      <textarea
        id={id}
        name={field}
        rows={rows}
        required
        dir="auto"
        defaultValue={problem?.value}
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={problem === undefined ? undefined : `${id}-problem`}
        // Only after a refused post: the field with the problem is where the person continues.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes where the error is, see above
        autoFocus={problem !== undefined}
        className={`${controlClassName} min-h-24`}
      />
      <div>
        <button type="submit" className={primaryButton}>
          {submit}
        </button>
      </div>
    </form>
  );
}

/** Who answers the lead: any account, yourself included, or nobody. */
function AssignForm({ view }: { view: LeadView }) {
  const { lead, viewer, message } = view;
  return (
    <form
      method="post"
      action={`/inbox/submissions/${message.id}/assign`}
      className="mt-4 flex flex-wrap items-end gap-2"
    >
      <CsrfField token={viewer.csrfToken} />
      <div className="min-w-0 flex-1">
        <label htmlFor="lead-assignee" className="block text-sm font-semibold text-navy-900">
          {copy.assignTo}
        </label>
        <select
          id="lead-assignee"
          name="assignee"
          defaultValue={lead.assigneeId === null ? "" : String(lead.assigneeId)}
          className={`${controlClassName} mt-2`}
        >
          <option value="">{copy.nobody}</option>
          {lead.colleagues.map((colleague) => (
            <option key={colleague.id} value={String(colleague.id)}>
              {colleague.id === viewer.id ? copy.you(colleague.name) : colleague.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${smallButton} min-h-12`}>
        {copy.assign}
      </button>
    </form>
  );
}

/** The reply link. A subject is a title too: the name isolated, so an override cannot turn "Re:" around. */
function replyMailto({ email, fullName }: { email: string; fullName: string }): string {
  return mailtoHref(email, { subject: copy.replySubject(isolate(fullName)) });
}

/** Every field of the lead: who sent it, what, from where, its state, owner and answer clock. */
function DetailsPanel({ view }: { view: LeadView }) {
  const { message, lead } = view;
  const assignee = lead.colleagues.find((colleague) => colleague.id === lead.assigneeId);
  return (
    <Panel className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
      <dl className="divide-y divide-navy-100">
        <Field label={copy.received}>
          <time dateTime={message.createdAt}>{formatDubaiTime(message.createdAt)}</time>
        </Field>
        <Field label={copy.name}>
          <bdi>{message.fullName}</bdi>
        </Field>
        <Field label={copy.email}>
          <a href={replyMailto(message)} className={textLink} dir="ltr">
            {message.email}
          </a>
        </Field>
        <Field label={copy.phone}>
          {message.phone === null ? (
            <span className="text-ink-muted">{copy.noPhone}</span>
          ) : (
            <Phone phone={message.phone} />
          )}
        </Field>
        <Field label={copy.language}>{copy.languages[message.locale] ?? message.locale}</Field>
        <Field label={copy.state}>
          <StateBadge state={message.state} />
          {message.spamReasons.length === 0 ? null : (
            <div className="mt-2 text-sm">
              <p className="font-semibold text-navy-900">{copy.spamBecause}</p>
              <ul className="mt-1 list-disc ps-5">
                {message.spamReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          )}
        </Field>
        <Field label={copy.message}>
          <p className="whitespace-pre-wrap" dir="auto">
            {message.message}
          </p>
        </Field>
        <Field label={copy.source}>
          <LeadSourceDetails source={message.source} />
        </Field>
        <Field label={copy.owner}>{assignee === undefined ? copy.nobody : <bdi>{assignee.name}</bdi>}</Field>
        <Field label={copy.answered}>
          {lead.firstAnsweredAt === null ? (
            <span className="flex flex-wrap items-center gap-2">
              {copy.notAnswered}
              {lead.clock === null ? null : <ClockBadge clock={lead.clock} />}
            </span>
          ) : (
            <time dateTime={lead.firstAnsweredAt}>{formatDubaiTime(lead.firstAnsweredAt)}</time>
          )}
          {lead.clock === null ? null : (
            <p className="mt-1 text-sm text-ink-muted">
              {(lead.clock.overdue ? copy.wasDue : copy.dueBy)(formatDueTime(lead.clock.dueAt))}
            </p>
          )}
        </Field>
      </dl>
    </Panel>
  );
}

/** Reply (here or by mail), mark replied, move between states, delete (owners). */
function ActionsPanel({ view }: { view: LeadView }) {
  const { message, viewer, lead } = view;
  const inSpam = message.state === "spam";
  return (
    <Panel heading={{ id: "actions-heading", text: copy.actions }}>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* A lead in Spam is not answered until it is released: a reply would mail the spam's sender. */}
        {inSpam ? null : (
          <>
            {/* The reply form sits below the message: on a phone, screens down. */}
            {lead.repliesOn ? (
              <a href="#lead-reply" className={primaryButton}>
                {copy.replyHere}
              </a>
            ) : null}
            <a href={replyMailto(message)} className={smallButton}>
              {copy.reply}
            </a>
            <ActionButton action={`/inbox/submissions/${message.id}/replied`} csrfToken={viewer.csrfToken}>
              {copy.markReplied}
            </ActionButton>
          </>
        )}
        {moves[message.state].map((move) => (
          <ActionButton
            key={move.to}
            action={`/inbox/submissions/${message.id}/state`}
            csrfToken={viewer.csrfToken}
            fields={{ state: move.to }}
          >
            {move.label}
          </ActionButton>
        ))}
        {viewer.isOwner ? (
          <a href={`/inbox/submissions/${message.id}/delete`} className={dangerOutlineButton}>
            {copy.delete}
          </a>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-ink-muted">{inSpam ? copy.spamNoReply : copy.markRepliedHint}</p>
    </Panel>
  );
}

/** Who answers the lead. */
function OwnerPanel({ view }: { view: LeadView }) {
  return (
    <Panel heading={{ id: "assign-heading", text: copy.owner }}>
      <AssignForm view={view} />
    </Panel>
  );
}

/** Each channel's notification of the lead: its state, attempts and last error, and a resend. */
function NotificationsPanel({ view }: { view: LeadView }) {
  const { message, viewer } = view;
  return (
    <Panel heading={{ id: "notifications-heading", text: copy.notifications }}>
      {message.notifications.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          {message.state === "spam" ? copy.spamNotNotified : copy.noNotifications}
        </p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {message.notifications.map((notification) => {
            const channel = copy.channels[notification.channel] ?? notification.channel;
            // A sent job keeps the error of an earlier attempt; it is history, not the state.
            const lastError = notification.state === "sent" ? null : notification.lastError;
            return (
              <li key={notification.channel} className="rounded-xl border border-navy-100 p-4">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold text-navy-900">{copy.channel}</dt>
                  <dd>{channel}</dd>
                  <dt className="font-semibold text-navy-900">{copy.notificationState}</dt>
                  <dd>{copy.notificationStates[notification.state] ?? notification.state}</dd>
                  <dt className="font-semibold text-navy-900">{copy.attempts}</dt>
                  <dd>{notification.attempts}</dd>
                  <dt className="font-semibold text-navy-900">{copy.lastError}</dt>
                  <dd className="break-words">{lastError ?? copy.none}</dd>
                </dl>
                <div className="mt-3">
                  <ActionButton
                    action={`/inbox/submissions/${message.id}/resend`}
                    csrfToken={viewer.csrfToken}
                    fields={{ channel: notification.channel }}
                  >
                    {copy.resend}
                    <span className="sr-only"> ({channel})</span>
                  </ActionButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** The reply form, in the lead's language; or why there is none (in Spam, or no mail server). */
function ReplyPanel({ view }: { view: LeadView }) {
  const { message, lead } = view;
  const language = copy.languages[message.locale] ?? copy.languages.en ?? "English";
  return (
    <Panel heading={{ id: "reply-heading", text: copy.replyHeading }}>
      {message.state === "spam" ? (
        <p className="mt-2 text-sm text-ink-muted">{copy.spamNoReply}</p>
      ) : lead.repliesOn ? (
        <>
          <p className="mt-2 text-sm text-ink-muted">{copy.replyLead(language)}</p>
          <TextForm
            view={view}
            field="reply"
            action={`/inbox/submissions/${message.id}/reply`}
            label={copy.replyLabel}
            submit={copy.replySend}
            rows={8}
            hidden={{ [REPLY_FORM_FIELD]: lead.replyToken }}
          />
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{copy.repliesOff}</p>
      )}
    </Panel>
  );
}

/** The staff's notes on the lead. */
function NotesPanel({ view }: { view: LeadView }) {
  return (
    <Panel heading={{ id: "notes-heading", text: copy.notesHeading }}>
      <p className="mt-2 text-sm text-ink-muted">{copy.notesLead}</p>
      <TextForm
        view={view}
        field="note"
        action={`/inbox/submissions/${view.message.id}/notes`}
        label={copy.noteLabel}
        submit={copy.noteSave}
        rows={3}
      />
    </Panel>
  );
}

/** What happened to the lead, in order. */
function TimelinePanel({ view }: { view: LeadView }) {
  return (
    <Panel heading={{ id: "timeline-heading", text: copy.timeline }}>
      <LeadTimeline entries={view.lead.timeline} />
    </Panel>
  );
}

/**
 * One lead with every field, how to answer it, what to do with it, and its notifications. The
 * next action comes first: on a phone the actions and the assignment come before the details (a
 * message may run for screens), then the reply, notes, timeline and notifications; on a laptop the
 * details lead the wide column with the reply, notes and timeline below, and the actions,
 * assignment and notifications stand beside them. The source order is the phone's, so the order of
 * Tab and of a screen reader is the same on both.
 */
export function LeadPage({ view }: { view: LeadView }) {
  return (
    <>
      <p className="mb-4">
        <a href={view.backHref} className={textLink}>
          ← {copy.back}
        </a>
      </p>
      <PageHeading>{copy.title(isolate(view.message.fullName))}</PageHeading>
      {view.notice === undefined ? null : <Notice>{view.notice}</Notice>}
      {view.error === undefined ? null : <Notice tone="error">{view.error}</Notice>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-1">
          <ActionsPanel view={view} />
          <OwnerPanel view={view} />
        </div>
        <DetailsPanel view={view} />
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-3">
          <ReplyPanel view={view} />
          <NotesPanel view={view} />
          <TimelinePanel view={view} />
        </div>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-2">
          <NotificationsPanel view={view} />
        </div>
      </div>
    </>
  );
}

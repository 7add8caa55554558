import { controlClassName, FormField } from "~/components/ui/form-field";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import { formatDubaiTime } from "./format";
import { ActionButton, CsrfField, Notice, PageHeading, Panel, primaryButton } from "./inbox-ui";
import type { AccountNotice, InboxView } from "./views";

const copy = inboxCopy.account;

type AccountView = Extract<InboxView, { page: "account" }>;

const errorNotices: readonly AccountNotice[] = [
  "passkeyFailed",
  "passkeyDuplicate",
  "passwordNeeded",
  "nameInvalid",
  "nameTaken",
];

/** Who is signed in, and their passkeys: added with the page's script, removed with a plain form. */
export function AccountPage({ view }: { view: AccountView }) {
  const { viewer, passkeys } = view;
  return (
    <div className="max-w-3xl">
      <PageHeading>{copy.heading}</PageHeading>
      {view.notice === undefined ? null : (
        <Notice tone={errorNotices.includes(view.notice) ? "error" : "info"}>{copy[view.notice]}</Notice>
      )}
      <Panel className="mb-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold text-navy-900">{copy.signedInAs}</dt>
          <dd dir="ltr" className="wrap-break-word text-start">
            {viewer.email}
          </dd>
          <dt className="font-semibold text-navy-900">{copy.role}</dt>
          <dd>{copy.roles[viewer.role] ?? viewer.role}</dd>
        </dl>
      </Panel>
      <Panel labelledBy="name-heading" className="mb-6">
        <h2 id="name-heading" className="text-xl font-semibold text-navy-900">
          {copy.nameHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{copy.nameLead}</p>
        <form
          method="post"
          action="/inbox/account/name"
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <CsrfField token={viewer.csrfToken} />
          <div className="flex-1">
            <FormField id="account-name" label={copy.nameLabel} hint={copy.nameHint}>
              <input
                id="account-name"
                name="name"
                type="text"
                maxLength={80}
                autoComplete="name"
                defaultValue={view.displayName ?? ""}
                className={controlClassName}
              />
            </FormField>
          </div>
          <button type="submit" className={`${primaryButton} min-h-12`}>
            {copy.nameSave}
          </button>
        </form>
      </Panel>
      <Panel labelledBy="digest-heading" className="mb-6">
        <h2 id="digest-heading" className="text-xl font-semibold text-navy-900">
          {copy.digestHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{copy.digestLead(view.digestTime)}</p>
        {view.mailOn ? null : (
          <p className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-950">
            {copy.digestNoMail}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="font-medium text-navy-900">
            {view.digestOff ? copy.digestIsOff : view.mailOn ? copy.digestIsOn : copy.digestWaitsForMail}
          </p>
          <ActionButton
            action="/inbox/account/digest"
            csrfToken={viewer.csrfToken}
            fields={{ digest: view.digestOff ? "on" : "off" }}
          >
            {view.digestOff ? copy.digestTurnOn : copy.digestTurnOff}
          </ActionButton>
        </div>
      </Panel>
      <Panel labelledBy="passkeys-heading">
        <h2 id="passkeys-heading" className="text-xl font-semibold text-navy-900">
          {copy.passkeys}
        </h2>
        <p className="mt-2 text-ink-muted">{copy.passkeysLead}</p>
        {passkeys.length === 0 ? (
          <p className="mt-4 text-ink-muted">{copy.noPasskeys}</p>
        ) : (
          <ul className="mt-4 divide-y divide-navy-100">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-navy-900">{passkey.name}</p>
                  <p className="text-sm text-ink-muted">
                    {copy.added} {formatDubaiTime(passkey.createdAt)} · {copy.lastUsed}{" "}
                    {passkey.lastUsedAt === null ? copy.never : formatDubaiTime(passkey.lastUsedAt)}
                  </p>
                </div>
                <ActionButton
                  action="/inbox/passkeys/remove"
                  csrfToken={viewer.csrfToken}
                  fields={{ id: passkey.id }}
                >
                  {copy.remove}
                  <span className="sr-only"> {passkey.name}</span>
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
        {view.passkeysOn ? (
          <>
            <form
              id="passkey-add"
              hidden
              data-csrf={viewer.csrfToken}
              className="mt-6 flex flex-col gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:flex-wrap sm:items-end"
            >
              <div className="flex-1">
                <FormField id="passkey-name" label={copy.passkeyName} hint={copy.passkeyNameHint}>
                  <input
                    id="passkey-name"
                    name="name"
                    type="text"
                    required
                    maxLength={60}
                    className={controlClassName}
                  />
                </FormField>
              </div>
              {view.needsPassword ? (
                <div className="flex-1">
                  <FormField id="passkey-password" label={copy.password} hint={copy.passwordHint}>
                    <input
                      id="passkey-password"
                      name="password"
                      type="password"
                      required
                      autoComplete="current-password"
                      className={controlClassName}
                    />
                  </FormField>
                </div>
              ) : null}
              <button type="submit" className={`${primaryButton} min-h-12`}>
                {copy.addPasskey}
              </button>
            </form>
            <p id="passkey-needs-script" className="mt-6 text-sm text-ink-muted">
              {copy.needsScript}
            </p>
          </>
        ) : (
          <p className="mt-6 border-t border-navy-100 pt-6 text-sm text-ink-muted">{copy.passkeysOff}</p>
        )}
      </Panel>
    </div>
  );
}

import { Button } from "~/components/ui/button";
import { controlClassName, FormField } from "~/components/ui/form-field";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import { CsrfField, Notice, PageHeading, Panel, textLink } from "./inbox-ui";
import type { InboxView, SignInNotice } from "./views";

const copy = inboxCopy.signIn;

function noticeText(
  notice: SignInNotice,
  retryAfterSeconds: number,
): { text: string; tone: "info" | "error" } {
  switch (notice) {
    case "invalid":
      return { text: copy.invalid, tone: "error" };
    case "throttled":
      return {
        text: copy.throttled(inboxCopy.minutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)))),
        tone: "error",
      };
    case "forbidden":
      return { text: copy.forbidden, tone: "error" };
    case "passkeyFailed":
      return { text: copy.passkeyFailed, tone: "error" };
    case "passkeyCancelled":
      return { text: copy.passkeyCancelled, tone: "info" };
    case "expired":
      return { text: copy.expired, tone: "info" };
    case "signedOut":
      return { text: copy.signedOut, tone: "info" };
    case "passwordSet":
      return { text: inboxCopy.setPassword.done, tone: "info" };
  }
}

/** Email and password; a passkey instead where the server and the browser offer one (the script reveals its button). */
export function SignInPage({ view }: { view: Extract<InboxView, { page: "signIn" }> }) {
  const notice = view.notice === undefined ? null : noticeText(view.notice, view.retryAfterSeconds ?? 60);
  return (
    <div className="mx-auto max-w-md">
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {notice === null ? null : <Notice tone={notice.tone}>{notice.text}</Notice>}
      <Panel>
        <form method="post" action="/inbox/sign-in" className="grid gap-5">
          <CsrfField token={view.csrfToken} />
          <input type="hidden" name="next" value={view.next} />
          <FormField id="sign-in-email" label={copy.email}>
            <input
              id="sign-in-email"
              name="email"
              type="email"
              required
              autoComplete="username"
              defaultValue={view.email}
              dir="ltr"
              className={controlClassName}
            />
          </FormField>
          <FormField id="sign-in-password" label={copy.password}>
            <input
              id="sign-in-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              className={controlClassName}
            />
          </FormField>
          <Button type="submit">{copy.submit}</Button>
        </form>
        {view.passkeys ? (
          <div id="passkey-sign-in" hidden className="mt-5 border-t border-navy-100 pt-5">
            <button
              type="button"
              data-passkey-sign-in
              data-csrf={view.csrfToken}
              data-next={view.next}
              className="inline-flex min-h-12 w-full items-center justify-center rounded-full border border-navy-200 bg-white px-6 font-semibold text-navy-900 hover:bg-navy-50"
            >
              {copy.passkey}
            </button>
          </div>
        ) : null}
      </Panel>
      <p className="mt-6 text-sm">
        <a href="/inbox/set-password" className={textLink}>
          {copy.setPasswordLink}
        </a>
      </p>
    </div>
  );
}

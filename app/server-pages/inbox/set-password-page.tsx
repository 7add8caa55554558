import { Button } from "~/components/ui/button";
import { controlClassName, errorProps, FormField } from "~/components/ui/form-field";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import { CsrfField, Notice, PageHeading, Panel } from "./inbox-ui";
import type { InboxView } from "./views";

const copy = inboxCopy.setPassword;

/** The account's first password, or a new one after a reset, with the one-time code the CLI printed. */
export function SetPasswordPage({ view }: { view: Extract<InboxView, { page: "setPassword" }> }) {
  const problem = view.problem === undefined ? undefined : copy[view.problem];
  const codeError = view.problem === "invalidCode" || view.problem === "expired" ? problem : undefined;
  const passwordError = view.problem === "tooShort" || view.problem === "tooLong" ? problem : undefined;
  const confirmError = view.problem === "mismatch" ? problem : undefined;
  return (
    <div className="mx-auto max-w-md">
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {problem === undefined ? null : <Notice tone="error">{problem}</Notice>}
      <Panel>
        <form method="post" action="/inbox/set-password" className="grid gap-5">
          <CsrfField token={view.csrfToken} />
          <FormField id="set-email" label={copy.email}>
            <input
              id="set-email"
              name="email"
              type="email"
              required
              autoComplete="username"
              defaultValue={view.email}
              dir="ltr"
              className={controlClassName}
            />
          </FormField>
          <FormField id="set-code" label={copy.code} error={codeError}>
            <input
              id="set-code"
              name="code"
              type="text"
              required
              autoComplete="one-time-code"
              spellCheck={false}
              dir="ltr"
              {...errorProps("set-code", codeError)}
              className={controlClassName}
            />
          </FormField>
          <FormField id="set-password" label={copy.password} error={passwordError}>
            <input
              id="set-password"
              name="password"
              type="password"
              required
              minLength={12}
              autoComplete="new-password"
              {...errorProps("set-password", passwordError)}
              className={controlClassName}
            />
          </FormField>
          <FormField id="set-confirm" label={copy.confirm} error={confirmError}>
            <input
              id="set-confirm"
              name="confirm"
              type="password"
              required
              minLength={12}
              autoComplete="new-password"
              {...errorProps("set-confirm", confirmError)}
              className={controlClassName}
            />
          </FormField>
          <Button type="submit">{copy.submit}</Button>
        </form>
      </Panel>
    </div>
  );
}

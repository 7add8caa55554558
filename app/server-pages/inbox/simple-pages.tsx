import { inboxCopy } from "~/content/inbox/inbox-copy";
import { PageHeading, textLink } from "./inbox-ui";

/** An inbox address that names nothing: a mistyped URL or a message since deleted. */
export function NotFoundPage() {
  return (
    <>
      <PageHeading>{inboxCopy.notFound.heading}</PageHeading>
      <p>
        <a href="/inbox" className={textLink}>
          {inboxCopy.notFound.back}
        </a>
      </p>
    </>
  );
}

/** A request refused for its origin or token, or an owner's action asked for by a member. */
export function ForbiddenPage({ ownersOnly = false }: { ownersOnly?: boolean }) {
  return <PageHeading lead={ownersOnly ? inboxCopy.forbidden.ownersOnly : inboxCopy.forbidden.lead}>{inboxCopy.forbidden.heading}</PageHeading>;
}

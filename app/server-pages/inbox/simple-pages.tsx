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

/** A post refused for its origin or token. */
export function ForbiddenPage() {
  return <PageHeading lead={inboxCopy.forbidden.lead}>{inboxCopy.forbidden.heading}</PageHeading>;
}

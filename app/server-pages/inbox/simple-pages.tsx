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

/** A post whose form body could not be read: cut off, or not the shape it claimed. */
export function BadRequestPage() {
  return <PageHeading lead={inboxCopy.badRequest.lead}>{inboxCopy.badRequest.heading}</PageHeading>;
}

/**
 * A request refused for its origin or token, or an owner's action asked for
 * by a member, or the editor asked for by an account without its right, or a
 * download started elsewhere: that one offers the same download from here,
 * which then comes from the inbox's own page.
 */
export function ForbiddenPage({
  ownersOnly = false,
  editorsOnly = false,
  download,
}: {
  ownersOnly?: boolean;
  editorsOnly?: boolean;
  download?: string;
}) {
  const copy = inboxCopy.forbidden;
  if (download !== undefined) {
    return (
      <>
        <PageHeading lead={copy.downloadLead}>{copy.downloadHeading}</PageHeading>
        <p>
          <a href={download} className={textLink} download>
            {copy.download}
          </a>
        </p>
      </>
    );
  }
  const lead = ownersOnly ? copy.ownersOnly : editorsOnly ? copy.editorsOnly : copy.lead;
  return <PageHeading lead={lead}>{copy.heading}</PageHeading>;
}

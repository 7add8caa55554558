import { inboxCopy } from "~/content/inbox/inbox-copy";
import { isolate } from "~/lib/bidi";
import { formatDubaiTime } from "./format";
import { ActionButton, dangerButton, PageHeading, Panel, smallButton } from "./inbox-ui";
import type { InboxView } from "./views";

const copy = inboxCopy.confirmDelete;

/** Deleting is for good, so it is asked again on a page of its own: this works without JavaScript. */
export function ConfirmDeletePage({ view }: { view: Extract<InboxView, { page: "confirmDelete" }> }) {
  const { lead } = view;
  return (
    <div className="max-w-2xl">
      <PageHeading lead={copy.lead(isolate(lead.fullName), formatDubaiTime(lead.createdAt))}>
        {copy.heading}
      </PageHeading>
      <Panel>
        <div className="flex flex-wrap gap-3">
          <ActionButton
            action={`/inbox/submissions/${lead.id}/delete`}
            csrfToken={view.viewer.csrfToken}
            className={dangerButton}
          >
            {copy.confirm}
          </ActionButton>
          <a href={`/inbox/submissions/${lead.id}`} className={smallButton}>
            {copy.cancel}
          </a>
        </div>
      </Panel>
    </div>
  );
}

import type { ReactElement } from "react";
import { isolate } from "~/lib/bidi";
import { articleEditorCopy } from "~/content/inbox/article-editor-copy";
import { editorCopy } from "~/content/inbox/editor-copy";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import type { InboxAssets } from "../contract";
import { AccountPage } from "./account-page";
import { ConfirmDeletePage } from "./confirm-delete-page";
import { InboxFrame, type InboxSection } from "./inbox-frame";
import { InsightsPage } from "./insights-page";
import { ListPage } from "./list-page";
import { PeoplePage } from "./people-page";
import { SetPasswordPage } from "./set-password-page";
import { SignInPage } from "./sign-in-page";
import { LeadPage } from "./lead-page";
import { BadRequestPage, ForbiddenPage, NotFoundPage } from "./simple-pages";
import { formTitle, SiteArticlePage } from "./site-article-page";
import { SiteArticlesPage } from "./site-articles-page";
import { SiteEditPage } from "./site-edit-page";
import { SiteHistoryPage, SiteRollbackPage } from "./site-history-page";
import { SitePage } from "./site-page";
import { SitePreviewPage } from "./site-preview-page";
import { SitePublishingPage, SitePublishPage } from "./site-publish-page";
import type { InboxView, SiteBuildView, Viewer } from "./views";

/** How often a build's progress page reloads itself. */
const PROGRESS_REFRESH_SECONDS = 2;

const refreshWhile = (build: SiteBuildView | null) =>
  build !== null && (build.state === "queued" || build.state === "running")
    ? PROGRESS_REFRESH_SECONDS
    : undefined;

/** Each view's page, title, section and whether it needs the passkey script. */
export function inboxPage(view: InboxView, assets: InboxAssets): ReactElement {
  const frame = (
    title: string,
    viewer: Viewer | null,
    body: ReactElement,
    section?: InboxSection,
    withScript = false,
    refreshSeconds?: number,
  ) => (
    <InboxFrame
      title={title}
      headLinks={assets.headLinks}
      viewer={viewer}
      section={section}
      scripts={withScript && assets.passkeyScript !== null ? [assets.passkeyScript] : []}
      refreshSeconds={refreshSeconds}
    >
      {body}
    </InboxFrame>
  );
  switch (view.page) {
    case "signIn":
      return frame(inboxCopy.signIn.title, null, <SignInPage view={view} />, undefined, view.passkeys);
    case "setPassword":
      return frame(inboxCopy.setPassword.title, null, <SetPasswordPage view={view} />);
    case "list":
      return frame(inboxCopy.list.title, view.viewer, <ListPage view={view} />, "leads");
    case "lead":
      return frame(
        inboxCopy.lead.title(isolate(view.message.fullName)),
        view.viewer,
        <LeadPage view={view} />,
        "leads",
      );
    case "insights":
      return frame(inboxCopy.insights.title, view.viewer, <InsightsPage view={view} />, "insights");
    case "confirmDelete":
      return frame(inboxCopy.confirmDelete.title, view.viewer, <ConfirmDeletePage view={view} />, "leads");
    case "people":
      return frame(inboxCopy.people.title, view.viewer, <PeoplePage view={view} />, "people");
    case "account":
      return frame(
        inboxCopy.account.title,
        view.viewer,
        <AccountPage view={view} />,
        "account",
        view.passkeysOn,
      );
    case "site":
      return frame(editorCopy.site.title, view.viewer, <SitePage view={view} />, "site");
    case "siteEdit":
      return frame(editorCopy.edit.title(view.kind.label), view.viewer, <SiteEditPage view={view} />, "site");
    case "siteArticles":
      return frame(articleEditorCopy.list.title, view.viewer, <SiteArticlesPage view={view} />, "site");
    case "siteArticle":
      return frame(
        articleEditorCopy.form.title(formTitle(view.values).text || view.slug),
        view.viewer,
        <SiteArticlePage view={view} />,
        "site",
      );
    case "sitePreview":
      return frame(
        editorCopy.preview.title,
        view.viewer,
        <SitePreviewPage view={view} />,
        "site",
        false,
        refreshWhile(view.build),
      );
    case "sitePublish":
      return frame(editorCopy.publish.title, view.viewer, <SitePublishPage view={view} />, "site");
    case "sitePublishing":
      return frame(
        editorCopy.publish.progressTitle,
        view.viewer,
        <SitePublishingPage view={view} />,
        "site",
        false,
        refreshWhile(view.build),
      );
    case "siteHistory":
      return frame(editorCopy.history.title, view.viewer, <SiteHistoryPage view={view} />, "site");
    case "siteRollback":
      return frame(editorCopy.history.confirmTitle, view.viewer, <SiteRollbackPage view={view} />, "site");
    case "notFound":
      return frame(inboxCopy.notFound.title, view.viewer, <NotFoundPage />);
    case "badRequest":
      return frame(inboxCopy.badRequest.title, view.viewer, <BadRequestPage />);
    case "forbidden":
      return frame(
        inboxCopy.forbidden.title,
        view.viewer,
        <ForbiddenPage
          ownersOnly={view.ownersOnly}
          editorsOnly={view.editorsOnly}
          download={view.download}
        />,
      );
  }
}

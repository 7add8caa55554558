/**
 * What the server serves now: the prerendered files and each page's policy,
 * the server's own pages and the form's answer pages made from them, the
 * head links they carry, and the words of every mail. Made from one build at
 * start; the holder lets a new one take its place while the server runs, and
 * every request (and every mail, as it is composed) reads the holder once, so
 * it is answered from one site from start to end
 * (docs/decisions/031-what-the-server-serves-as-one-object.md).
 */
import { byLocaleAsync, type Localised } from "../../app/config/locales.ts";
import { site } from "../../app/config/site.ts";
import { staffMailCopy } from "../../app/content/inbox/staff-mail.ts";
import { localeOfPath } from "../../app/lib/locale-paths.ts";
import type { ServerPages } from "../../app/server-pages/contract.ts";
import type { InboxView } from "../../app/server-pages/inbox/views.ts";
import { framableBySelf, readPageScriptHashes } from "../headers/security-policy.ts";
import type { MailWords } from "../notify/mail-words.ts";
import { createAnswerPages, type AnswerPages } from "../render/answer-pages.ts";
import { readHeadLinks } from "../render/head-links.ts";
import { readInboxScript } from "../render/inbox-script.ts";
import { loadServerPages } from "../render/server-pages.ts";
import { pageTitles } from "../static/page-titles.ts";
import { createStaticResponder, type StaticResponder } from "../static/static-responder.ts";
import { withAssetsOf } from "../static/asset-fallback.ts";
import { loadStaticSite, type StaticSite } from "../static/static-site.ts";

export interface ServedSite {
  /** The prerendered site's files, indexed once. */
  files: StaticSite;
  /** Each prerendered page's inline-script hashes, by its path: its policy allows these and no other. */
  pageScriptHashes: ReadonlyMap<string, readonly string[]>;
  /** The built bundle of app/server-pages. */
  serverPages: ServerPages;
  answerPages: Localised<AnswerPages>;
  /** Answers GET and HEAD from `files`, with headers built for them. */
  staticFiles: StaticResponder;
  renderInboxPage(view: InboxView): string;
  /** A page's own title as this build shows it (without the brand), or null: the Insights page names articles by it. */
  pageTitle(path: string): string | null;
  /** The words of every mail: each mail composed after a replacement takes the new ones. */
  mail: MailWords;
}

const methodNotAllowedIn = (answerPages: Localised<AnswerPages>) => (pathname: string) =>
  answerPages[localeOfPath(pathname)].fixed.methodNotAllowed;

/** The site a build left in `staticDir`; `framable`: an editor's preview, which the editor's pages show in frames. */
export async function loadServedSite(staticDir: string, framable = false): Promise<ServedSite> {
  const files = loadStaticSite(staticDir);
  const pageScriptHashes = readPageScriptHashes(staticDir);
  const serverPages = await loadServerPages(staticDir);
  const headLinks = readHeadLinks(staticDir, serverPages);
  const answerPages = await byLocaleAsync((locale) =>
    createAnswerPages(serverPages, headLinks[locale], locale),
  );
  const inboxAssets = { headLinks: headLinks.en, passkeyScript: readInboxScript(staticDir) };
  return {
    files,
    pageScriptHashes,
    serverPages,
    answerPages,
    staticFiles: createStaticResponder(
      files,
      pageScriptHashes,
      methodNotAllowedIn(answerPages),
      framable ? framableBySelf : undefined,
    ),
    renderInboxPage: (view) => serverPages.renderInboxPage(view, inboxAssets),
    pageTitle: pageTitles(files, site.name),
    // The visitor's mails' words come with the build (content/*.json, decision 034); the staff's are the server's own.
    mail: { staff: staffMailCopy, receipt: serverPages.mail.receipt, reply: serverPages.mail.reply },
  };
}

/** The site being served, replaceable while the server runs. */
export interface ServedSiteHolder {
  /** Read once per request: what the request is answered from to its end. */
  current(): ServedSite;
  /** Requests that start after this are answered from `next`; those in flight keep the one they read. */
  replace(next: ServedSite): void;
}

export function holdServedSite(initial: ServedSite): ServedSiteHolder {
  let served = initial;
  return {
    current: () => served,
    replace: (next) => {
      served = next;
    },
  };
}

/**
 * The same site, also answering the hashed assets (`/assets/…`) of other
 * builds: those of a revision every instance is making ready (a page another
 * instance serves may already ask for them) and those of earlier revisions
 * (a page still open asks for the ones it was built with). Its pages, policy
 * and words are the site's own.
 */
export function withBuildsAssets(site: ServedSite, builds: readonly StaticSite[]): ServedSite {
  const files = withAssetsOf(site.files, builds);
  return {
    ...site,
    files,
    staticFiles: createStaticResponder(files, site.pageScriptHashes, methodNotAllowedIn(site.answerPages)),
  };
}

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
import { staffMailCopy } from "../../app/content/inbox/staff-mail.ts";
import { localeOfPath } from "../../app/lib/locale-paths.ts";
import type { ServerPages } from "../../app/server-pages/contract.ts";
import type { InboxView } from "../../app/server-pages/inbox/views.ts";
import { readPageScriptHashes } from "../headers/security-policy.ts";
import type { MailWords } from "../notify/mail-words.ts";
import { createAnswerPages, type AnswerPages } from "../render/answer-pages.ts";
import { readHeadLinks } from "../render/head-links.ts";
import { readInboxScript } from "../render/inbox-script.ts";
import { loadServerPages } from "../render/server-pages.ts";
import { createStaticResponder, type StaticResponder } from "../static/static-responder.ts";
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
  /** The words of every mail: each mail composed after a replacement takes the new ones. */
  mail: MailWords;
}

/** The site a build left in `staticDir`. */
export async function loadServedSite(staticDir: string): Promise<ServedSite> {
  const files = loadStaticSite(staticDir);
  const pageScriptHashes = readPageScriptHashes(staticDir);
  const serverPages = await loadServerPages(staticDir);
  const headLinks = readHeadLinks(staticDir, serverPages);
  const answerPages = await byLocaleAsync((locale) =>
    createAnswerPages(serverPages, headLinks[locale], locale),
  );
  const methodNotAllowed = (pathname: string) => answerPages[localeOfPath(pathname)].fixed.methodNotAllowed;
  const inboxAssets = { headLinks: headLinks.en, passkeyScript: readInboxScript(staticDir) };
  return {
    files,
    pageScriptHashes,
    serverPages,
    answerPages,
    staticFiles: createStaticResponder(files, pageScriptHashes, methodNotAllowed),
    renderInboxPage: (view) => serverPages.renderInboxPage(view, inboxAssets),
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

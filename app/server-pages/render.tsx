/**
 * The server's own entry into the app: the pages it renders on request, as
 * complete HTML, from the same components as the prerendered site. Built by
 * Vite into build/server-pages/render.js (vite.server-pages.config.ts), which
 * the server imports at start; nothing here reaches the browser bundle.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { pages } from "~/config/pages";
import { receiptCopy } from "~/content/receipt";
import { replyMailCopy } from "~/content/reply-mail";
import { localisedPath } from "~/lib/locale-paths";
import { fontsFor as documentFonts, siteLinks as documentLinks } from "~/page-data/document-head";
import { answerPage } from "./answer-page";
import type { ServerPages } from "./contract";
import { Document } from "./document";
import { inboxPage } from "./inbox/inbox-page";

/**
 * The site's own head links (icons, web app manifest) and the fonts each
 * language preloads, as the prerendered pages get them (app/root.tsx), so
 * the server's pages link the same (server/render/head-links.ts adds the
 * hashed stylesheet and checks the fonts against the client build's manifest).
 */
export const siteLinks: ServerPages["siteLinks"] = documentLinks;
export const fontsFor: ServerPages["fontsFor"] = documentFonts;

/**
 * Renders inside a static data router at `path`, so the site's links,
 * navigation state and language switch behave as on a prerendered page there.
 */
async function renderAt(path: string, element: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ id: "server-page", path: "*", element }]);
  const context = await handler.query(new Request(new URL(path, "http://server.invalid")));
  if (context instanceof Response) throw new Error(`Rendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return `<!DOCTYPE html>${renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />)}`;
}

/**
 * A page the form collector answers with. It shows as the contact page's
 * sibling: the header marks Contact and the language switch leads to the
 * other language's contact page.
 */
export const renderAnswerPage: ServerPages["renderAnswerPage"] = (input, locale, headLinks) => {
  const { title, main } = answerPage(input, locale);
  return renderAt(
    localisedPath(pages.contact.path, locale),
    <Document locale={locale} title={title} headLinks={headLinks}>
      {main}
    </Document>,
  );
};

/** A page of the leads inbox: no router, no hydration; forms that post. */
export const renderInboxPage: ServerPages["renderInboxPage"] = (view, assets) =>
  `<!DOCTYPE html>${renderToStaticMarkup(inboxPage(view, assets))}`;

/** The receipt's and the reply mail's words, as this bundle's content has them. */
export const mail: ServerPages["mail"] = { receipt: receiptCopy, reply: replyMailCopy };

/**
 * The server's own entry into the app: the pages it renders on request, as
 * complete HTML, from the same components as the prerendered site. Built by
 * Vite into build/server-pages/render.js (vite.server-pages.config.ts), which
 * the server imports at start; nothing here reaches the browser bundle.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Locale } from "~/config/locales";
import { pages } from "~/config/pages";
import { localisedPath } from "~/lib/locale-paths";
import { answerPage, type AnswerPageInput } from "./answer-page";
import { Document, type HeadLink } from "./document";
import { inboxPage, type InboxAssets } from "./inbox/inbox-page";
import type { InboxView } from "./inbox/views";

export type { AnswerKind, AnswerPageInput } from "./answer-page";
export type { HeadLink } from "./document";
export type { InboxAssets } from "./inbox/inbox-page";
export type * from "./inbox/views";

/**
 * The site's own head links (icons, web app manifest) and the fonts each
 * language preloads, from app/root.tsx as the prerendered pages get them, so
 * the server's pages link the same (server/render/head-links.ts adds the
 * hashed stylesheet and checks the fonts against the client build's manifest).
 */
export { fontsFor, links as siteLinks } from "~/root";

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
export function renderAnswerPage(input: AnswerPageInput, locale: Locale, headLinks: readonly HeadLink[]): Promise<string> {
  const { title, main } = answerPage(input, locale);
  return renderAt(
    localisedPath(pages.contact.path, locale),
    <Document locale={locale} title={title} headLinks={headLinks}>
      {main}
    </Document>,
  );
}

/** A page of the leads inbox: no router, no hydration; forms that post. */
export function renderInboxPage(view: InboxView, assets: InboxAssets): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(inboxPage(view, assets))}`;
}

import type { ReactNode } from "react";
import { localeInfo, type Locale } from "~/config/locales";
import { site } from "~/config/site";
import { pageTitle } from "~/lib/page-title";
import { BaseMeta } from "~/page-data/base-meta";
import type { HeadLink } from "./contract";

interface DocumentProps {
  locale: Locale;
  /** The page's own title; the brand follows it as on every page of the site. */
  title: string;
  /** The built site's stylesheet, fonts and icons, read from its prerendered pages by the server. */
  headLinks: readonly HeadLink[];
  /** Reload the page after this many seconds (a publish's progress): the page runs no script to poll. */
  refreshSeconds?: number;
  children: ReactNode;
}

/**
 * The document of a page the server renders on request. No scripts: these
 * pages are complete as HTML. None of them belongs in a search index.
 */
export function Document({ locale, title, headLinks, refreshSeconds, children }: DocumentProps) {
  const { lang, dir } = localeInfo[locale];
  return (
    <html lang={lang} dir={dir}>
      <head>
        <BaseMeta />
        <meta name="robots" content="noindex" />
        {refreshSeconds === undefined ? null : <meta httpEquiv="refresh" content={String(refreshSeconds)} />}
        <title>{pageTitle(title, site.name)}</title>
        {headLinks.map((attributes) => (
          <link key={`${attributes.rel} ${attributes.href}`} {...attributes} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}

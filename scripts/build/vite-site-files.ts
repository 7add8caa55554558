import type { Plugin } from "vite";
import { DEFAULT_LOCALE, localeInfo, locales } from "../../app/config/locales.ts";
import { pages } from "../../app/config/pages.ts";
import { site } from "../../app/config/site.ts";
import { articlePath, articleTopicPath } from "../../app/config/articles.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import { buildTime, listArticles } from "./read-articles.ts";
import { contentDir, readSiteContent } from "./vite-site-content.ts";
import type { SiteContent } from "../../app/content/schema/kinds.ts";

const indexable = Object.values(pages).filter((page) => page.indexable);
const absolute = (path: string) => `${site.url}${path}`;

type Locale = (typeof locales)[number];

/** A page of the sitemap: its English path, the languages it exists in, and when each last changed. */
interface SitemapPage {
  path: string;
  lastModified: Partial<Record<Locale, string>>;
}

/** Each URL names the page in every language it exists in, and x-default when English is one (Google's sitemap form of hreflang). */
function sitemapEntries({ path, lastModified }: SitemapPage): string[] {
  const present = locales.filter((locale) => lastModified[locale] !== undefined);
  const alternate = (hreflang: string, locale: Locale) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(localisedPath(path, locale))}"/>`;
  const alternates =
    present.length > 1
      ? [
          ...present.map((locale) => alternate(localeInfo[locale].lang, locale)),
          ...(present.includes(DEFAULT_LOCALE) ? [alternate("x-default", DEFAULT_LOCALE)] : []),
        ]
      : [];
  return present.map((locale) =>
    [
      "  <url>",
      `    <loc>${absolute(localisedPath(path, locale))}</loc>`,
      `    <lastmod>${lastModified[locale]}</lastmod>`,
      ...alternates,
      "  </url>",
    ].join("\n"),
  );
}

/**
 * The published articles' pages: each article in its languages, modified at its
 * own update (or publication); each topic's list when its newest article was.
 */
function articlePages(now: Date): SitemapPage[] {
  const articles = listArticles(contentDir(), now).published;
  const day = (iso: string) => iso.slice(0, 10);
  const changed = (article: (typeof articles)[number], locale: Locale): string | undefined => {
    const text = article.text[locale];
    if (text === undefined) return undefined;
    const published = new Date(article.published).toISOString().slice(0, 10);
    return day(text.updated) > published ? day(text.updated) : published;
  };
  const latest = (dates: (string | undefined)[]) =>
    dates.filter((date): date is string => date !== undefined).sort().at(-1);
  const topics = [...new Set(articles.flatMap((article) => article.topics))].sort();
  return [
    ...articles.map((article) => ({
      path: articlePath(article.slug),
      lastModified: Object.fromEntries(locales.map((locale) => [locale, changed(article, locale)])),
    })),
    ...topics.map((topic) => ({
      path: articleTopicPath(topic),
      lastModified: Object.fromEntries(
        locales.map((locale) => [
          locale,
          latest(articles.filter((article) => article.topics.includes(topic)).map((article) => changed(article, locale))),
        ]),
      ),
    })),
  ];
}

/** Every indexable page in every language, then the articles' pages. */
function sitemap(now: Date): string {
  const today = now.toISOString().slice(0, 10);
  const sitePages: SitemapPage[] = indexable.map((page) => ({
    path: page.path,
    lastModified: Object.fromEntries(locales.map((locale) => [locale, today])),
  }));
  const urls = [...sitePages, ...articlePages(now)].flatMap(sitemapEntries);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The leads inbox is private: its pages say noindex too, but crawlers need not fetch them at all. */
function robots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /inbox\n\nSitemap: ${absolute("/sitemap.xml")}\n`;
}

function manifest(): string {
  return JSON.stringify(
    {
      name: site.name,
      short_name: site.name.split(" ")[0],
      // The build's content, as the pages have it (CONTENT_DIR).
      description: (readSiteContent("company") as SiteContent<"company">).en.tagline,
      lang: localeInfo.en.lang,
      start_url: "/",
      // A website, not an app: "standalone" made Chrome fetch the install icons during every page load.
      display: "browser",
      background_color: "#ffffff",
      theme_color: site.themeColor,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    null,
    2,
  );
}

/** Writes sitemap.xml, robots.txt and the web manifest from the site config. */
export function siteFiles(): Plugin {
  return {
    name: "dunecrest:site-files",
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemap(buildTime()) });
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robots() });
      this.emitFile({ type: "asset", fileName: "site.webmanifest", source: manifest() });
    },
  };
}

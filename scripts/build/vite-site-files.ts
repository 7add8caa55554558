import type { Plugin } from "vite";
import { DEFAULT_LOCALE, localeInfo, locales } from "../../app/config/locales.ts";
import { pages } from "../../app/config/pages.ts";
import { site } from "../../app/config/site.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import { readSiteContent } from "./vite-site-content.ts";
import type { SiteContent } from "../../app/content/schema/kinds.ts";

const indexable = Object.values(pages).filter((page) => page.indexable);
const absolute = (path: string) => `${site.url}${path}`;

/** Every indexable page in every language, each naming all its language versions (Google's sitemap form of hreflang). */
function sitemap(lastModified: string): string {
  const urls = indexable.flatMap((page) => {
    const alternate = (hreflang: string, locale: (typeof locales)[number]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(localisedPath(page.path, locale))}"/>`;
    const alternates = [
      ...locales.map((locale) => alternate(localeInfo[locale].lang, locale)),
      alternate("x-default", DEFAULT_LOCALE),
    ].join("\n");
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${absolute(localisedPath(page.path, locale))}</loc>\n    <lastmod>${lastModified}</lastmod>\n${alternates}\n  </url>`,
    );
  });
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
      const today = new Date().toISOString().slice(0, 10);
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemap(today) });
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robots() });
      this.emitFile({ type: "asset", fileName: "site.webmanifest", source: manifest() });
    },
  };
}

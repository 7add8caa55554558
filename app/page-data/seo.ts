import type { MetaDescriptor } from "react-router";
import { localeInfo, locales, DEFAULT_LOCALE, type Locale } from "~/config/locales";
import type { PageInfo } from "~/config/pages";
import { site } from "~/config/site";
import { companyCopy } from "~/content/company";
import type { PageText } from "~/content/page-meta";
import { localisedPath } from "~/lib/locale-paths";
import { pageTitle } from "~/lib/page-title";
import { feedLinks } from "./feed-links";

const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The absolute URL of a site path, from the configured canonical origin. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

/** The page in every language, and English for visitors whose language the site does not have. */
function alternates(page: PageInfo): MetaDescriptor[] {
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(localisedPath(page.path, locale)),
  });
  return [
    ...locales.map((locale) => link(localeInfo[locale].lang, locale)),
    link("x-default", DEFAULT_LOCALE),
  ];
}

/** The language's article feeds, linked from the head of every page in it (issue 30), from the loader: no script carries them. */
export function feedHeadLinks(locale: Locale): MetaDescriptor[] {
  return feedLinks(locale).map((link) => ({ tagName: "link", ...link }));
}

/** A prerendered page's head (pageHeadMeta below) and the links to its language's feeds. */
export function pageMeta(
  page: PageInfo,
  locale: Locale,
  text: PageText,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  return [...pageHeadMeta(page, locale, text), ...feedHeadLinks(locale), ...extra];
}

/**
 * Title, description, canonical URL, language alternates and social cards for
 * a page in a language. The not-found page uses it alone: it has no loader, so
 * its head is made in the browser, and the feeds' words would ride in its script. The page's words come from its loader (content/page-meta),
 * so no page's bundle carries every page's titles in every language.
 */
export function pageHeadMeta(page: PageInfo, locale: Locale, text: PageText): MetaDescriptor[] {
  const title = pageTitle(text.title, site.name);
  const url = absoluteUrl(localisedPath(page.path, locale));
  const image = absoluteUrl(OG_IMAGE.path);
  const ownUrl = page.ownUrl !== false;
  return [
    { title },
    { name: "description", content: text.description },
    ...(page.indexable
      ? [{ tagName: "link", rel: "canonical", href: url }]
      : [{ name: "robots", content: "noindex" }]),
    ...(ownUrl ? alternates(page) : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: text.description },
    ...(ownUrl ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: `${site.name}: ${companyCopy[locale].tagline}` },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text.description },
    { name: "twitter:image", content: image },
  ];
}

import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "~/config/locales";
import { site } from "~/config/site";
import type { BuiltImage } from "~/content/articles";
import { articlePath } from "~/lib/article-paths";
import { pageTitle } from "~/lib/page-title";
import { absoluteUrl, feedHeadLinks } from "./seo";

export interface ArticleMetaInput {
  slug: string;
  locale: Locale;
  title: string;
  summary: string;
  author: string;
  /** The author's page: /about's team. */
  authorHref: string;
  published: string;
  /** The date of this language's last change. */
  updated: string;
  /** The languages the article is written in: hreflang and the twin name only these. */
  languages: readonly Locale[];
  card: BuiltImage;
}

/**
 * An article's head: canonical, reciprocal hreflang pairs only between the
 * languages it has (no link to a missing twin), Open Graph `article` and
 * Twitter's large card with the article's own card in its language, and
 * schema.org BlogPosting naming its translation.
 */
export function articleMeta(input: ArticleMetaInput): MetaDescriptor[] {
  const { slug, locale, languages } = input;
  const url = absoluteUrl(articlePath(slug, locale));
  const title = pageTitle(input.title, site.name);
  const image = absoluteUrl(input.card.src);
  const twins = languages.filter((other) => other !== locale);
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((other) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: localeInfo[other].lang,
            href: absoluteUrl(articlePath(slug, other)),
          })),
          ...(languages.includes(DEFAULT_LOCALE)
            ? [
                {
                  tagName: "link",
                  rel: "alternate",
                  hrefLang: "x-default",
                  href: absoluteUrl(articlePath(slug, DEFAULT_LOCALE)),
                },
              ]
            : []),
        ]
      : [];
  const translation = (other: Locale) => ({
    "@type": "BlogPosting",
    "@id": `${absoluteUrl(articlePath(slug, other))}#article`,
    url: absoluteUrl(articlePath(slug, other)),
    inLanguage: localeInfo[other].lang,
  });
  // The English text is the original the other languages translate (the firm writes in English first).
  const original = locale === DEFAULT_LOCALE;
  const twinLinks =
    twins.length === 0
      ? {}
      : original
        ? { workTranslation: twins.map(translation) }
        : {
            translationOfWork: translation(
              twins.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (twins[0] as Locale),
            ),
          };
  return [
    { title },
    { name: "description", content: input.summary },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    ...feedHeadLinks(locale),
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.summary },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(input.card.width) },
    { property: "og:image:height", content: String(input.card.height) },
    { property: "og:image:alt", content: input.title },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...twins.map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { property: "article:published_time", content: input.published },
    { property: "article:modified_time", content: input.updated },
    { property: "article:author", content: absoluteUrl(input.authorHref) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.summary },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.title },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        mainEntityOfPage: url,
        url,
        headline: input.title,
        description: input.summary,
        inLanguage: localeInfo[locale].lang,
        datePublished: input.published,
        dateModified: input.updated,
        image: { "@type": "ImageObject", url: image, width: input.card.width, height: input.card.height },
        author: { "@type": "Person", name: input.author, url: absoluteUrl(input.authorHref) },
        publisher: { "@id": `${site.url}/#organization` },
        ...twinLinks,
      },
    },
  ];
}

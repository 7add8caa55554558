import type { Locale } from "~/config/locales";
import { pageTexts } from "~/content/page-meta";
import { pages } from "~/config/pages";
import type { ArticleBlock, TocEntry } from "~/content/article-body";
import { articleWords, readingTimeText } from "~/content/article-words";
import {
  articlesIn,
  type ArticleLanguage,
  type PublishedArticle,
  type SiteArticles,
} from "~/content/articles";
import { articlesPage } from "~/content/articles-page";
import { fillTemplate } from "~/content/fill-template";
import { services } from "~/content/services";
import { contactContent } from "~/content/contact";
import { team, type TeamMember } from "~/content/team";
import { articlePath, topicPath } from "~/lib/article-paths";
import { pageMeta } from "./seo";
import { localisedPath } from "~/lib/locale-paths";
import { contactPrompt } from "./contact-details";

/** A date as a `<time>` shows it: the instant for machines, the day in Dubai for people. */
export interface ShownDate {
  iso: string;
  text: string;
}

interface TopicLink {
  id: string;
  name: string;
  href: string;
}

/** An article in a list: what a reader decides by whether to open it. */
export interface ArticleSummary {
  slug: string;
  href: string;
  title: string;
  summary: string;
  published: ShownDate;
  readingTime: string;
  /** "By Priya Raman". */
  author: string;
  authorName: string;
  topics: readonly TopicLink[];
}

/** An article's author as its header's card shows them: a member of the team on the about page. */
export type ArticleAuthor = Pick<TeamMember, "name" | "position" | "photo">;

/** The way to talk to the firm about an article, under its author. */
export interface ArticleContactAction {
  heading: string;
  lead: string;
  label: string;
  to: string;
}

/** Western digits in both languages, as the rest of the site writes numbers; the firm's own time zone. */
const dateFormats: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Asia/Dubai" }),
  ar: new Intl.DateTimeFormat("ar-AE-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Dubai" }),
};

function shownDate(iso: string, locale: Locale): ShownDate {
  // A date alone (an update's) is that day wherever it is read: noon in Dubai keeps it there.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00+04:00` : iso;
  return { iso, text: dateFormats[locale].format(new Date(instant)) };
}

function topicLinks(site: SiteArticles, ids: readonly string[], locale: Locale): TopicLink[] {
  return ids.flatMap((id) => {
    const topic = site.topics[locale].find((candidate) => candidate.id === id);
    return topic === undefined ? [] : [{ id, name: topic.name, href: topicPath(id, locale) }];
  });
}

const memberOf = (id: string, locale: Locale): TeamMember | undefined =>
  team[locale].find((member) => member.id === id);

function authorName(id: string, locale: Locale): string {
  return memberOf(id, locale)?.name ?? id;
}

function summaryOf(
  site: SiteArticles,
  article: PublishedArticle & { text: ArticleLanguage },
  locale: Locale,
): ArticleSummary {
  return {
    slug: article.slug,
    href: articlePath(article.slug, locale),
    title: article.text.title,
    summary: article.text.summary,
    published: shownDate(article.published, locale),
    readingTime: readingTimeText(article.text.body.readingMinutes, articleWords[locale]),
    author: fillTemplate(articlesPage[locale].byAuthor, { author: authorName(article.author, locale) }),
    authorName: authorName(article.author, locale),
    topics: topicLinks(site, article.topics, locale),
  };
}

/** The list, or one topic's: its articles newest first and the filter's links, the current one marked. */
function articleList(site: SiteArticles, locale: Locale, topic: string | null) {
  const all = articlesIn(site, locale);
  const used = new Set(all.flatMap((article) => article.topics));
  const filter = site.topics[locale]
    .filter((candidate) => used.has(candidate.id))
    .map((candidate) => ({
      ...candidate,
      href: topicPath(candidate.id, locale),
      current: candidate.id === topic,
    }));
  const current = filter.find((candidate) => candidate.current);
  if (topic !== null && current === undefined) return null;
  const shown = topic === null ? all : all.filter((article) => article.topics.includes(topic));
  return {
    topicName: current?.name ?? null,
    filter,
    allTopics: { href: localisedPath(pages.articles.path, locale), current: topic === null },
    articles: shown.map((article) => summaryOf(site, article, locale)),
  };
}

/** How many related articles an article's page lists. */
const RELATED_COUNT = 3;

/** An article's page in a language, or null when it has no text in it. */
export function articlePage(site: SiteArticles, locale: Locale, slug: string) {
  const all = articlesIn(site, locale);
  const article = all.find((candidate) => candidate.slug === slug);
  if (article === undefined) return null;
  const words = articleWords[locale];
  const shared = (other: PublishedArticle) => other.topics.filter((id) => article.topics.includes(id)).length;
  // Most topics in common first; among equals, the list's order (newest first).
  const related = all
    .filter((other) => other.slug !== slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, RELATED_COUNT)
    .map((other) => summaryOf(site, other, locale));
  const updated =
    article.text.updated > article.published.slice(0, 10) ? shownDate(article.text.updated, locale) : null;
  const member = memberOf(article.author, locale);
  const authorCard: ArticleAuthor = {
    name: member?.name ?? article.author,
    position: member?.position ?? "",
    photo: member?.photo ?? null,
  };
  const contactAction: ArticleContactAction = {
    heading: articlesPage[locale].contactHeading,
    lead: contactContent[locale].responseTime,
    label: contactContent[locale].pageHeading,
    to: localisedPath(pages.contact.path, locale),
  };
  return {
    ...summaryOf(site, article, locale),
    authorHref: `${localisedPath(pages.about.path, locale)}#team`,
    authorCard,
    contactAction,
    updated,
    toc: article.text.body.toc as readonly TocEntry[] | null,
    blocks: article.text.body.blocks as readonly ArticleBlock[],
    words,
    related,
    services: article.services.flatMap((id) => {
      const service = services[locale].find((candidate) => candidate.id === id);
      return service === undefined
        ? []
        : [
            {
              id,
              title: service.title,
              description: service.description,
              href: `${localisedPath(pages.services.path, locale)}#${id}`,
            },
          ];
    }),
    /** The languages it is written in: hreflang names only these. */
    languages: Object.keys(article.languages) as Locale[],
    card: article.text.card,
  };
}

/** The list's page, or one topic's (null for a topic no article in the language is about): its head, words and list. */
export function articleListPage(site: SiteArticles, locale: Locale, topic: string | null) {
  const list = articleList(site, locale, topic);
  if (list === null) return null;
  const copy = articlesPage[locale];
  const text =
    list.topicName === null
      ? pageTexts[locale].articles
      : {
          title: fillTemplate(copy.topicHeading, { topic: list.topicName }),
          description: fillTemplate(copy.topicDescription, { topic: list.topicName }),
        };
  // A topic's list is the list's page at its own address.
  const page = topic === null ? pages.articles : { ...pages.articles, path: topicPath(topic, "en") };
  return {
    kind: "list" as const,
    locale,
    meta: pageMeta(page, locale, text),
    copy,
    heading: text.title,
    contactPrompt: contactPrompt(locale),
    ...list,
  };
}

export type ArticleListPage = NonNullable<ReturnType<typeof articleListPage>>;

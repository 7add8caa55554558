import type { ArticleSummary } from "~/page-data/article-pages";
import { TopicLinks } from "./topic-links";

/** Articles as a list a reader scans: the title links to the article; date, reading time, author and topics under it. */
export function ArticleList({
  articles,
  headingLevel = 2,
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="divide-y divide-navy-100 border-y border-navy-100">
      {articles.map((article) => (
        <li key={article.slug} className="py-8">
          <article>
            <Heading className="text-xl font-semibold text-navy-900 text-balance sm:text-2xl">
              <a href={article.href} className="hover:text-accent-text hover:underline underline-offset-4">
                {article.title}
              </a>
            </Heading>
            <p className="mt-2 text-sm text-ink-muted">
              <time dateTime={article.published.iso}>{article.published.text}</time>
              <span aria-hidden="true"> · </span>
              {article.readingTime}
              <span aria-hidden="true"> · </span>
              {article.author}
            </p>
            <p className="mt-3 max-w-prose text-base text-pretty text-ink">{article.summary}</p>
            {article.topics.length > 0 && <TopicLinks topics={article.topics} className="mt-4" />}
          </article>
        </li>
      ))}
    </ol>
  );
}

import clsx from "clsx";
import { ArticleList } from "~/components/article-list";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import type { ArticleListPage } from "~/page-data/article-pages";

/** The list, or one topic's: the filter is links to prerendered pages, so it works without JavaScript. */
export default function ArticlesPage({ loaderData }: { loaderData: ArticleListPage }) {
  const { copy, heading, filter, allTopics, articles } = loaderData;
  const link = (current: boolean) =>
    clsx(
      "inline-block rounded-full border px-4 py-2 text-sm font-medium",
      current
        ? "border-navy-900 bg-navy-900 text-white"
        : "border-navy-200 bg-white text-navy-900 hover:border-navy-900",
    );
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={heading} lead={copy.lead} />
      <div className="bg-white py-12 sm:py-16">
        <Container>
          <nav aria-label={copy.topicsLabel}>
            <ul className="flex flex-wrap gap-2">
              <li>
                <a
                  href={allTopics.href}
                  aria-current={allTopics.current ? "page" : undefined}
                  className={link(allTopics.current)}
                >
                  {copy.allTopics}
                </a>
              </li>
              {filter.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={topic.href}
                    aria-current={topic.current ? "page" : undefined}
                    className={link(topic.current)}
                  >
                    {topic.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-10 max-w-3xl">
            <ArticleList articles={articles} />
          </div>
        </Container>
      </div>
    </>
  );
}

import clsx from "clsx";
import { useId } from "react";
import { ArticleList } from "~/components/article-list";
import { ContactBand } from "~/components/contact-band";
import { ContactCard } from "~/components/contact-card";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { controlClassName } from "~/components/ui/form-field";
import { pages } from "~/config/pages";
import { localisedPath } from "~/lib/locale-paths";
import type { ArticleListPage } from "~/page-data/article-pages";

/** The list, or one topic's: the filter is links to prerendered pages, so it works without JavaScript. */
export default function ArticlesPage({ loaderData }: { loaderData: ArticleListPage }) {
  const { copy, heading, filter, allTopics, articles, locale, contactPrompt } = loaderData;
  const searchId = useId();
  const link = (current: boolean) =>
    clsx(
      "inline-block rounded-full border px-4 py-2 text-sm font-medium",
      current
        ? "border-navy-900 bg-navy-900 text-white"
        : "border-navy-200 bg-white text-navy-900 hover:border-navy-900",
    );
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        heading={heading}
        lead={copy.lead}
        aside={<ContactCard prompt={contactPrompt} tone="dark" />}
      />
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
          {/* A plain form: the search page reads its words from the address, so this needs no script of its own. */}
          <form
            role="search"
            method="get"
            action={localisedPath(pages.search.path, locale)}
            className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="grow">
              <label htmlFor={searchId} className="block text-sm font-semibold text-navy-900">
                {copy.searchLabel}
              </label>
              <input
                id={searchId}
                type="search"
                name="q"
                enterKeyHint="search"
                className={clsx(controlClassName, "mt-2")}
              />
            </div>
            <Button type="submit">{copy.searchSubmit}</Button>
          </form>
          <div className="mt-10 max-w-3xl">
            <ArticleList articles={articles} />
          </div>
        </Container>
      </div>
      <ContactBand prompt={contactPrompt} />
    </>
  );
}

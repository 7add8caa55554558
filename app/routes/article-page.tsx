import { ArticleBody } from "~/components/article-body";
import { ArticleList } from "~/components/article-list";
import { AuthorCard } from "~/components/author-card";
import { ContactSection } from "~/components/contact-section";
import { PageHeader } from "~/components/page-header";
import { TableOfContents } from "~/components/table-of-contents";
import { TopicLinks } from "~/components/topic-links";
import { cardGrid } from "~/components/ui/card-grid";
import { Container } from "~/components/ui/container";
import type { Route } from "./+types/article";

/** An article: its header, contents when long, body, topics, the services it concerns, related articles, then the contact section. */
type ArticlePageData = Extract<Route.ComponentProps["loaderData"], { kind: "article" }>;

export default function ArticlePage({
  loaderData: { copy, article, contactDetails },
}: {
  loaderData: ArticlePageData;
}) {
  const serviceGrid = cardGrid(article.services.length, { md: 2, lg: 3 });
  return (
    <>
      <PageHeader
        eyebrow={copy.heading}
        heading={article.title}
        aside={<AuthorCard author={article.authorCard} action={article.contactAction} />}
        lead={
          <>
            <p>{article.summary}</p>
            <p className="mt-6 text-base">
              <a href={article.authorHref} className="font-semibold text-white underline underline-offset-4">
                {article.author}
              </a>
              <span aria-hidden="true"> · </span>
              {copy.published} <time dateTime={article.published.iso}>{article.published.text}</time>
              {article.updated !== null && (
                <>
                  <span aria-hidden="true"> · </span>
                  {copy.updated} <time dateTime={article.updated.iso}>{article.updated.text}</time>
                </>
              )}
              <span aria-hidden="true"> · </span>
              {article.readingTime}
            </p>
          </>
        }
      />
      <div className="bg-white py-12 sm:py-16">
        <Container>
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
            {article.toc !== null && (
              <aside className="mb-10 lg:order-2 lg:mb-0">
                <div className="lg:sticky lg:top-24">
                  <TableOfContents entries={article.toc} label={article.words.contents} />
                </div>
              </aside>
            )}
            <div className="min-w-0">
              <ArticleBody blocks={article.blocks} words={article.words} />
              <section aria-labelledby="article-topics" className="mt-12 border-t border-navy-100 pt-8">
                <h2 id="article-topics" className="text-base font-semibold text-navy-900">
                  {copy.topicsHeading}
                </h2>
                <TopicLinks topics={article.topics} className="mt-3" />
              </section>
            </div>
          </div>
        </Container>
      </div>
      {article.services.length > 0 && (
        <section aria-labelledby="article-services" className="bg-sand-50 py-12 sm:py-16">
          <Container>
            <h2 id="article-services" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              {copy.servicesHeading}
            </h2>
            <ul data-card-grid className={`mt-8 gap-6 ${serviceGrid.list}`}>
              {article.services.map((service) => (
                <li
                  key={service.id}
                  className={`rounded-2xl border border-navy-100 bg-white p-6 ${serviceGrid.item}`}
                >
                  <h3 className="text-lg font-semibold text-navy-900">
                    <a
                      href={service.href}
                      className="hover:text-accent-text hover:underline underline-offset-4"
                    >
                      {service.title}
                    </a>
                  </h3>
                  <p className="mt-2 text-sm text-ink-muted">{service.description}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
      {article.related.length > 0 && (
        <section aria-labelledby="article-related" className="bg-white py-12 sm:py-16">
          <Container>
            <h2 id="article-related" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              {copy.relatedHeading}
            </h2>
            <div className="mt-6 max-w-3xl">
              <ArticleList articles={article.related} headingLevel={3} />
            </div>
          </Container>
        </section>
      )}
      <ContactSection heading={copy.contactHeading} lead={copy.contactLead} details={contactDetails} />
    </>
  );
}

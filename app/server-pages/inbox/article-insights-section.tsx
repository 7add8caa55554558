import { articleInsightsCopy as copy } from "~/content/inbox/article-insights-copy";
import { articlePath } from "~/lib/article-paths";
import type { ArticleRow } from "~/lib/insights";
import { ScrollingTable, WebToken, textLink } from "./inbox-ui";
import { CsvLink, InsightsSection, Rate } from "./insights-sections";
import type { ArticleTitle } from "./views";

const cell = "px-2 py-2 text-start align-top sm:px-3";
const numberHeader = "px-2 py-2 text-end align-top tabular-nums sm:px-3";
const numberCell = `${numberHeader} whitespace-nowrap`;

/** The article by its title on the site, linked to the page it was read from; by its path when the site no longer has it. */
function ArticleName({ slug, title }: { slug: string; title: ArticleTitle | undefined }) {
  if (title === undefined)
    return (
      <>
        <WebToken text={articlePath(slug, "en")} />
        <span className="block text-xs text-ink-muted">{copy.notServed}</span>
      </>
    );
  return (
    <>
      <a href={title.path} className={textLink} lang={title.lang} dir={title.dir}>
        {title.text}
      </a>
      <WebToken text={slug} className="block text-xs text-ink-muted" />
    </>
  );
}

/** On a phone, each article on its own, its figures under its title: five columns would leave the title a word a line. */
function ArticleCards({
  rows,
  titles,
}: {
  rows: readonly ArticleRow[];
  titles: Readonly<Record<string, ArticleTitle>>;
}) {
  return (
    <ul className="divide-y divide-navy-50 sm:hidden">
      {rows.map((row) => (
        <li key={row.slug} className="py-3">
          <ArticleName slug={row.slug} title={titles[row.slug]} />
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            {(
              [
                [copy.views, row.views],
                [copy.visitors, row.visitors],
                [copy.leads, row.leads],
              ] as const
            ).map(([label, figure]) => (
              <div key={label}>
                <dt className="text-xs text-ink-muted">{label}</dt>
                <dd className="font-semibold text-navy-900 tabular-nums">{figure}</dd>
              </div>
            ))}
            <div className="col-span-3">
              <dt className="text-xs text-ink-muted">{copy.rate}</dt>
              <dd className="tabular-nums">
                <Rate leads={row.leads} visitors={row.visitors} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Views, visitors and leads per article over the page's range, both languages together, most leads first. */
export function ArticleInsights({
  rows,
  titles,
  range,
  exportHref,
}: {
  rows: readonly ArticleRow[];
  titles: Readonly<Record<string, ArticleTitle>>;
  range: string;
  exportHref: string;
}) {
  return (
    <InsightsSection
      id="articles"
      heading={copy.heading}
      action={rows.length === 0 ? null : <CsvLink href={exportHref} table={copy.heading} />}
    >
      <p className="text-sm text-ink-muted">{range}</p>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{copy.lead}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{copy.empty}</p>
      ) : (
        <div className="mt-3">
          <ArticleCards rows={rows} titles={titles} />
          <div className="hidden sm:block">
            <ScrollingTable caption={copy.heading} className="w-full text-sm wrap-normal">
              <thead className="border-b border-navy-100 text-navy-900">
                <tr>
                  <th scope="col" className={cell}>
                    {copy.article}
                  </th>
                  <th scope="col" className={numberHeader}>
                    {copy.views}
                  </th>
                  <th scope="col" className={numberHeader}>
                    {copy.visitors}
                  </th>
                  <th scope="col" className={numberHeader}>
                    {copy.leads}
                  </th>
                  <th scope="col" className={numberHeader}>
                    {copy.rate}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-50">
                {rows.map((row) => (
                  <tr key={row.slug}>
                    <th scope="row" className={`${cell} font-normal`}>
                      <ArticleName slug={row.slug} title={titles[row.slug]} />
                    </th>
                    <td className={numberCell}>{row.views}</td>
                    <td className={numberCell}>{row.visitors}</td>
                    <td className={numberCell}>{row.leads}</td>
                    <td className={numberHeader}>
                      <Rate leads={row.leads} visitors={row.visitors} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
          </div>
        </div>
      )}
    </InsightsSection>
  );
}

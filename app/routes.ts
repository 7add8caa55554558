import { route, type RouteConfig } from "@react-router/dev/routes";
import { locales } from "./config/locales";
import { articlesPath } from "./config/articles";
import { pages, type PageKey } from "./config/pages";
import { localisedPath } from "./lib/locale-paths";

/** The module of each page; every language renders the same one, and the module reads the language from the URL. */
const modules: readonly (readonly [Exclude<PageKey, "notFound">, string])[] = [
  ["home", "routes/home.tsx"],
  ["services", "routes/services.tsx"],
  ["about", "routes/about.tsx"],
  ["contact", "routes/contact.tsx"],
  ["faq", "routes/faq.tsx"],
  ["privacy", "routes/privacy-policy.tsx"],
  ["terms", "routes/terms.tsx"],
  ["success", "routes/success.tsx"],
  ["search", "routes/search.tsx"],
  ["articles", "routes/articles.tsx"],
];

const NOT_FOUND_MODULE = "routes/not-found.tsx";

export default locales.flatMap((locale) => {
  const id = (key: PageKey) => `${locale}/${key}`;
  const pageRoutes = modules.map(([key, file]) =>
    route(localisedPath(pages[key].path, locale), file, { id: id(key) }),
  );
  // Below the list, one route for each topic's list (/articles/topic/<id>) and each article (/articles/<slug>):
  // every route is in the manifest every page loads (scripts/budgets/size.ts), so one, not two.
  // Not for a language without articles (react-router.config.ts says which have some).
  const withArticles = process.env.ARTICLE_ROUTE_LOCALES?.split(",") ?? locales;
  const articleRoutes = withArticles.includes(locale)
    ? [route(localisedPath(`${articlesPath}/*`, locale), "routes/article.tsx", { id: `${locale}/article` })]
    : [];
  // "*" under a prefix catches unknown paths of that language; English's catches the rest.
  const catchAll = route(locale === "en" ? "*" : `${localisedPath("/", locale)}/*`, NOT_FOUND_MODULE, {
    id: id("notFound"),
  });
  return [...pageRoutes, ...articleRoutes, catchAll];
}) satisfies RouteConfig;

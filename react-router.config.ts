import type { Config } from "@react-router/dev/config";
import { articlesPath } from "./app/config/articles.ts";
import { locales } from "./app/config/locales.ts";
import { articlePagePaths, prerenderPaths } from "./app/lib/prerender-paths.ts";
import { localisedPath } from "./app/lib/locale-paths.ts";
import { buildTime, listArticles } from "./scripts/build/read-articles.ts";
import { contentDir } from "./scripts/build/vite-site-content.ts";
import { BUILD_DIR } from "./server/build-layout.ts";

// The articles due at the build's time (BUILD_TIME, set once by scripts/build/build.ts), as the pages get them.
const articlePaths = articlePagePaths(listArticles(contentDir(), buildTime()).published);

// React Router refuses a route with a loader that prerenders no page: a language without articles
// (a publish before any is written, or every article in the other language) gets no route below
// its list. app/routes.ts reads this list; without it (typegen, dev) every language has the route.
process.env.ARTICLE_ROUTE_LOCALES = locales
  .filter((locale) => articlePaths.some((path) => path.startsWith(`${localisedPath(articlesPath, locale)}/`)))
  .join(",");

export default {
  ssr: false,
  // React Router writes the static site into `<buildDirectory>/client`, which is build-layout's STATIC_DIR.
  buildDirectory: BUILD_DIR,
  prerender: {
    paths: [...prerenderPaths, ...articlePaths],
    // A few pages at a time, so one page's rendering fills the time another's files take to write.
    concurrency: 4,
  },
} satisfies Config;

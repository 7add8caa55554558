/** The published articles, made at build time by scripts/build/vite-site-articles.ts; only pages' loaders import it. */
declare module "virtual:site-articles" {
  const articles: import("./articles.ts").SiteArticles;
  export default articles;
}

/**
 * Where articles live (issue 30): the list at /articles, each topic's list at
 * /articles/topic/<id> and each article at /articles/<slug>, all in every
 * language (lib/locale-paths prefixes them). The feeds, and the pages, cards,
 * search and insights that link to articles, read it here.
 */
export const articlesPath = "/articles";

/** An article's English path; its slug is the same in every language. */
export function articlePath(slug: string): string {
  return `${articlesPath}/${slug}`;
}

/**
 * A topic's list: two segments below the list, so that one segment below it
 * is always an article (lib/article-paths counts those as articles' views).
 */
export function articleTopicPath(topic: string): string {
  return `${articlesPath}/topic/${topic}`;
}

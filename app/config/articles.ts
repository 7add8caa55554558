/**
 * Where articles live (issue 30): the list at /articles and each article at
 * /articles/<slug>, both in every language (lib/locale-paths prefixes them).
 * The feeds, and the pages, cards and search that link to articles, read it here.
 */
export const articlesPath = "/articles";

/** An article's English path; its slug is the same in every language. */
export function articlePath(slug: string): string {
  return `${articlesPath}/${slug}`;
}

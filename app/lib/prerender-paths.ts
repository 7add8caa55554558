import { locales } from "../config/locales.ts";
import { pages } from "../config/pages.ts";
import { localisedPath } from "./locale-paths.ts";

/** Every page in every language: what the build prerenders. A module of its own, so no page's bundle computes it. */
export const prerenderPaths: readonly string[] = locales.flatMap((locale) =>
  Object.values(pages).map((page) => localisedPath(page.path, locale)),
);

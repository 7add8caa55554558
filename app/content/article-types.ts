import type * as v from "valibot";
import type { articleSchema } from "./schema/article.ts";

/** An article of the firm's (issue 30): the shape and its meaning are its schema's, app/content/schema/article.ts. */
export type Article = v.InferOutput<typeof articleSchema>;

/** One language's text of an article. */
export type ArticleText = NonNullable<Article["text"]["en"]>;

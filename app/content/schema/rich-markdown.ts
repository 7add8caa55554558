/**
 * A rich field's Markdown as the node tree the site renders (app/content/rich-text.ts):
 * paragraphs, lists, emphasis, strong, links and line breaks, nothing else.
 * Used by the content's validation (a save with a heading, an image, HTML or
 * code is refused, naming what it found) and by the build, which turns each
 * rich field into its tree, so the parser never reaches a browser.
 */
import { Lexer, type Token, type Tokens } from "marked";
import type { RichBlock, RichInline, RichText } from "../rich-text.ts";
import { linkProblem } from "./links.ts";

/** What an editor calls each construct the site does not show. */
const REFUSED: Readonly<Record<string, string>> = {
  heading: "a heading",
  code: "a code block",
  codespan: "code",
  blockquote: "a quotation block",
  hr: "a horizontal line",
  html: "HTML",
  table: "a table",
  image: "an image",
  del: "struck-through text",
  def: "a link definition",
  checkbox: "a checkbox",
};

class Refused extends Error {}

function refuse(token: Token): never {
  throw new Refused(
    `uses ${REFUSED[token.type] ?? `“${token.raw.trim()}”`}, which the site does not show: use paragraphs, lists, *emphasis*, **strong**, [links](/contact) and line breaks`,
  );
}

function inline(tokens: readonly Token[]): RichInline[] {
  return tokens.flatMap((token): RichInline[] => {
    switch (token.type) {
      case "text":
        return token.tokens ? inline(token.tokens) : [token.text];
      case "escape":
        return [token.text];
      case "em":
      case "strong":
        return [{ type: token.type, children: inline((token as Tokens.Em | Tokens.Strong).tokens) }];
      case "link": {
        const link = token as Tokens.Link;
        const problem = linkProblem(link.href);
        if (problem !== undefined) throw new Refused(`has a link that does not resolve: ${problem}`);
        return [{ type: "link", href: link.href, children: inline(link.tokens) }];
      }
      case "br":
        return [{ type: "br" }];
      default:
        return refuse(token);
    }
  });
}

function block(token: Token): RichBlock[] {
  switch (token.type) {
    case "space":
      return [];
    case "paragraph":
      return [{ type: "paragraph", children: inline((token as Tokens.Paragraph).tokens) }];
    case "list": {
      const list = token as Tokens.List;
      return [
        {
          type: "list",
          ordered: list.ordered,
          items: list.items.map((item) => {
            if (item.task) refuse({ type: "checkbox", raw: item.raw });
            return item.tokens.flatMap((child) => {
              if (child.type === "text") return inline(child.tokens ?? [child]);
              if (child.type === "paragraph") return inline((child as Tokens.Paragraph).tokens);
              if (child.type === "space") return [];
              return refuse(child);
            });
          }),
        },
      ];
    }
    default:
      return refuse(token);
  }
}

/** The tree of a rich field's Markdown, or why the site cannot show it. */
export function parseRich(markdown: string): { tree: RichText } | { problem: string } {
  try {
    return { tree: new Lexer({ gfm: false }).lex(markdown).flatMap(block) };
  } catch (error) {
    if (error instanceof Refused) return { problem: error.message };
    throw error;
  }
}

/** Why the site cannot show a rich field's Markdown, or undefined when it can. */
export function richProblem(markdown: string): string | undefined {
  const result = parseRich(markdown);
  return "problem" in result ? result.problem : undefined;
}

/**
 * An article's fenced code highlighted at build time (article-markdown.ts):
 * highlight.js, with the grammars of the languages an article may name,
 * into the tree's spans of its classes, which the stylesheet colours. No
 * inline style (the policy allows none) and no highlighter in a browser.
 */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import graphql from "highlight.js/lib/languages/graphql";
import ini from "highlight.js/lib/languages/ini";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import rust from "highlight.js/lib/languages/rust";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import swift from "highlight.js/lib/languages/swift";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import type { LanguageFn } from "highlight.js";
import type { CodeNode } from "../article-body.ts";

/**
 * The languages a fence may name, with the name a reader sees and the other
 * names a fence may use: what this firm writes about, each grammar imported
 * on its own (highlight.js's full set takes half a second more to load).
 */
const LANGUAGES = {
  bash: { grammar: bash, label: "Bash", aliases: ["sh", "zsh"] },
  shell: { grammar: shell, label: "Shell", aliases: ["console"] },
  csharp: { grammar: csharp, label: "C#", aliases: ["cs"] },
  css: { grammar: css, label: "CSS", aliases: [] },
  diff: { grammar: diff, label: "Diff", aliases: ["patch"] },
  go: { grammar: go, label: "Go", aliases: ["golang"] },
  graphql: { grammar: graphql, label: "GraphQL", aliases: ["gql"] },
  ini: { grammar: ini, label: "INI", aliases: ["toml"] },
  java: { grammar: java, label: "Java", aliases: [] },
  javascript: { grammar: javascript, label: "JavaScript", aliases: ["js", "jsx"] },
  json: { grammar: json, label: "JSON", aliases: [] },
  kotlin: { grammar: kotlin, label: "Kotlin", aliases: ["kt"] },
  php: { grammar: php, label: "PHP", aliases: [] },
  python: { grammar: python, label: "Python", aliases: ["py"] },
  rust: { grammar: rust, label: "Rust", aliases: ["rs"] },
  sql: { grammar: sql, label: "SQL", aliases: [] },
  swift: { grammar: swift, label: "Swift", aliases: [] },
  typescript: { grammar: typescript, label: "TypeScript", aliases: ["ts", "tsx"] },
  xml: { grammar: xml, label: "HTML", aliases: ["html", "svg"] },
  yaml: { grammar: yaml, label: "YAML", aliases: ["yml"] },
} as const satisfies Record<string, { grammar: LanguageFn; label: string; aliases: readonly string[] }>;

type Language = keyof typeof LANGUAGES;

/** Fence names that mean text with no highlighting. */
const PLAIN = new Set(["", "text", "txt", "plaintext"]);

const languageOf: ReadonlyMap<string, Language> = new Map(
  (Object.keys(LANGUAGES) as Language[]).flatMap((name) =>
    [name, ...LANGUAGES[name].aliases].map((alias) => [alias, name] as const),
  ),
);

const highlighter = hljs.newInstance();
for (const name of Object.keys(LANGUAGES) as Language[])
  highlighter.registerLanguage(name, LANGUAGES[name].grammar);

/** What highlight.js escapes in its output (its escapeHTML). */
const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

/**
 * highlight.js's output, which is only text and `<span class="…">`, as the
 * tree's nodes, so the page renders elements and never HTML from a string.
 * Anything else in it would be a change of highlight.js's, and stops the build.
 */
function codeTree(html: string): CodeNode[] {
  const root: CodeNode[] = [];
  const open: CodeNode[][] = [root];
  let read = 0;
  for (const match of html.matchAll(/<span class="([a-z0-9_ -]+)">|<\/span>|[^<]+/g)) {
    if (match.index !== read) break;
    read += match[0].length;
    const children = open.at(-1) ?? root;
    if (match[1] !== undefined) {
      const span = { className: match[1], children: [] };
      children.push(span);
      open.push(span.children);
    } else if (match[0] === "</span>") {
      open.pop();
    } else {
      children.push(match[0].replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity));
    }
  }
  if (read !== html.length || open.length !== 1)
    throw new Error(`highlight.js wrote markup the site does not expect: ${html.slice(read, read + 40)}`);
  return root;
}

/**
 * A fence's code as the tree holds it: highlighted in the language the fence
 * names, plain for none or `text`, or why not (a language the site does not highlight).
 */
export function highlightCode(
  fence: string,
  text: string,
): { language: string | null; label: string | null; code: CodeNode[] } | { problem: string } {
  const name = fence.trim().toLowerCase();
  if (PLAIN.has(name)) return { language: null, label: null, code: [text] };
  const language = languageOf.get(name);
  if (language === undefined) {
    return {
      problem: `code in “${name}”, a language the site does not highlight: use one of ${[...languageOf.keys()].join(", ")}, or text`,
    };
  }
  const { value } = highlighter.highlight(text, { language, ignoreIllegals: true });
  return { language, label: LANGUAGES[language].label, code: codeTree(value) };
}

/**
 * Every word a build shows a visitor: each prerendered page's title, meta
 * description, visible text and the words it gives in attributes and
 * structured data; each answer page of the form collector; the receipt and
 * the words around a reply. site-words.server.test.ts compares a fresh build
 * with tests/fixtures/site-words.json, so moving copy around (issue 29 moved
 * it from TypeScript into content/*.json) cannot change what the site says.
 * After changing copy on purpose, rebuild and write the fixture again:
 * npm run build && node_modules/.bin/node scripts/build/site-words.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { JSDOM } from "jsdom";
import { format, resolveConfig } from "prettier";
import { locales } from "../../app/config/locales.ts";
import { site } from "../../app/config/site.ts";
import type { AnswerPageInput } from "../../app/server-pages/contract.ts";
import { STATIC_DIR } from "../../server/build-layout.ts";
import { loadServedSite } from "../../server/http/served-site.ts";

export const SITE_WORDS_FIXTURE = "tests/fixtures/site-words.json";

interface PageWords {
  title: string;
  description: string | null;
  /** The body's text as a reader meets it, whitespace collapsed. */
  text: string;
  /** alt, aria-label, title and placeholder values, and structured data, in document order. */
  attributes: string[];
}

type SiteWords = Record<string, unknown>;

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The footer's year is the build's, so a fixture written one year still matches a build the next. */
const BUILD_YEAR = new RegExp(`© ${new Date().getFullYear()}`, "g");

function pageWords(html: string): PageWords {
  const document = new JSDOM(html).window.document;
  const structuredData = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    collapse(script.textContent),
  );
  const attributes = [...document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")].flatMap(
    (element) =>
      ["alt", "aria-label", "title", "placeholder"].flatMap((name) => {
        const value = element.getAttribute(name);
        return value === null ? [] : [`${name}: ${collapse(value)}`];
      }),
  );
  for (const element of document.querySelectorAll("script, style, template")) element.remove();
  return {
    title: collapse(document.title),
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    text: collapse(document.body.textContent).replace(BUILD_YEAR, "© {year}"),
    attributes: [...attributes, ...structuredData],
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const values = { fullName: "Omar", email: "omar@example.com", phone: "", message: "Hello." };

/** Each answer the form collector can give, with the waits that take each plural form. */
const answers: Record<string, AnswerPageInput> = {
  invalid: { kind: "invalid", values, errors: { email: "emailInvalid", fullName: "fullNameMissing" } },
  tooLarge: { kind: "tooLarge", values },
  notStored: { kind: "notStored", values },
  ...Object.fromEntries(
    [60, 120, 300, 660, 6000].map((seconds) => [
      `rateLimited-${seconds}`,
      { kind: "rateLimited", values, retryAfterSeconds: seconds },
    ]),
  ),
  ...Object.fromEntries(
    (["unsupportedType", "unsupportedEncoding", "methodNotAllowed", "unknownForm", "serverError"] as const).map(
      (kind) => [kind, { kind }],
    ),
  ),
};

/** The words of the build whose static folder is `staticDir`. */
export async function siteWords(staticDir: string): Promise<SiteWords> {
  const pages = Object.fromEntries(
    htmlFiles(staticDir).map((file) => [relative(staticDir, file), pageWords(readFileSync(file, "utf8"))]),
  );
  const served = await loadServedSite(staticDir);
  const facts = { name: site.name, email: site.email };
  const byLanguage = await Promise.all(
    locales.map(async (locale) => {
      const answerPages: Record<string, PageWords> = {};
      for (const [name, input] of Object.entries(answers)) {
        answerPages[name] = pageWords(await served.serverPages.renderAnswerPage(input, locale, []));
      }
      return [
        locale,
        {
          answerPages,
          receipt: served.mail.receipt[locale](facts),
          reply: served.mail.reply[locale]({ company: site.name }),
        },
      ] as const;
    }),
  );
  return { pages, server: Object.fromEntries(byLanguage) };
}

if (import.meta.main) {
  const json = JSON.stringify(await siteWords(STATIC_DIR));
  writeFileSync(SITE_WORDS_FIXTURE, await format(json, { ...(await resolveConfig(SITE_WORDS_FIXTURE)), filepath: SITE_WORDS_FIXTURE }));
  console.log(`site-words: wrote ${SITE_WORDS_FIXTURE}`);
}

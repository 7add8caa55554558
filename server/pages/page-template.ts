import { localeInfo, type Locale } from "../../app/config/locales.ts";
import { escapeHtml } from "./html.ts";

export interface PageContent {
  /** The page's own title; the brand is appended as on every other page. */
  title: string;
  /** HTML for the inside of <main id="main">. */
  main: string;
}

export interface PageTemplate {
  render(content: PageContent): string;
}

const MAIN_OPEN = /<main\b[^>]*\bid=["']?main\b[^>]*>/i;
const MAIN_CLOSE = "</main>";
const TITLE = /<title>([\s\S]*?)<\/title>/i;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
const ROBOTS_META = /<meta\b[^>]*\bname=["']?robots\b[^>]*>/gi;

/**
 * Without a prerendered contact page (a build from before the site existed),
 * answers still come as plain, readable HTML.
 */
const fallback = (locale: Locale) => `<!DOCTYPE html><html lang="${localeInfo[locale].lang}" dir="${localeInfo[locale].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Contact</title></head><body><main id="main"></main></body></html>`;

/**
 * Builds answer pages from the prerendered contact page: same head, header,
 * footer and stylesheet, with our own title and main content. Scripts go:
 * these pages are served at /success.html, where the client app would hydrate
 * the wrong route over them.
 */
export function createPageTemplate(contactPageHtml: string | undefined, locale: Locale): PageTemplate {
  let html = contactPageHtml ?? fallback(locale);
  html = html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "").replace(ROBOTS_META, "");
  html = html.replace(/<\/head>/i, `<meta name="robots" content="noindex"></head>`);

  const titleMatch = TITLE.exec(html);
  const siteTitle = titleMatch?.[1] ?? "";
  const separator = siteTitle.lastIndexOf(" | ");
  // The title text is already escaped in the source page, so the brand is reused as is.
  const brand = separator === -1 ? siteTitle : siteTitle.slice(separator + 3);

  const open = MAIN_OPEN.exec(html);
  const close = html.lastIndexOf(MAIN_CLOSE);
  if (titleMatch === null || open === null || close < open.index) {
    throw new Error("The contact page has no <title> or no <main id=\"main\">; the answer pages cannot be built.");
  }
  const beforeTitle = html.slice(0, titleMatch.index);
  const afterTitle = html.slice(titleMatch.index + titleMatch[0].length, open.index + open[0].length);
  const afterMain = html.slice(close);

  return {
    render({ title, main }) {
      const fullTitle = brand === "" ? escapeHtml(title) : `${escapeHtml(title)} | ${brand}`;
      return `${beforeTitle}<title>${fullTitle}</title>${afterTitle}${main}${afterMain}`;
    },
  };
}

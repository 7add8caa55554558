import { JSDOM } from "jsdom";

/** A page as a browser would read it, to ask what it shows rather than how its markup is spelled. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

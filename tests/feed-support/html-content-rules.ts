import { JSDOM } from "jsdom";

/** Elements that run, load or restyle something, which a feed's HTML must not carry (the W3C Feed Validator's "unsafe" list). */
const UNSAFE_ELEMENTS = [
  "script",
  "style",
  "iframe",
  "frame",
  "object",
  "embed",
  "applet",
  "form",
  "link",
  "meta",
  "base",
];

const URL_ATTRIBUTES = ["href", "src", "cite", "srcset", "poster", "action", "formaction", "background"];

const ABSOLUTE_URL = /^(https?:\/\/[^/\s]|mailto:|tel:)/;

/**
 * What is wrong with the HTML of one entry's content for a feed reader:
 * anything that runs or loads beyond images and links, an event handler,
 * and any URL a reader could not resolve (a relative one, since it has no
 * base of ours) or should not follow (`javascript:`, `data:`).
 */
export function htmlContentProblems(html: string, where: string): string[] {
  const document = new JSDOM(`<!doctype html><body>${html}`).window.document;
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const name = element.localName;
    if (UNSAFE_ELEMENTS.includes(name)) problems.push(`${where}: unsafe element <${name}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name))
        problems.push(`${where}: event handler ${attribute.name} on <${name}>`);
      if (attribute.name === "style") problems.push(`${where}: style attribute on <${name}>`);
      if (URL_ATTRIBUTES.includes(attribute.name) && !ABSOLUTE_URL.test(attribute.value.trim()))
        problems.push(
          `${where}: <${name} ${attribute.name}="${attribute.value}"> is not an absolute http(s), mailto or tel URL`,
        );
    }
  }
  return problems;
}

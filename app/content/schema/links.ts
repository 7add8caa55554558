import * as v from "valibot";
import { pages } from "../../config/pages.ts";

const pagePaths: ReadonlySet<string> = new Set(
  Object.values(pages).flatMap((page) => [page.path, page.path === "/" ? "/ar" : `/ar${page.path}`]),
);

const emailAddress = v.pipe(v.string(), v.email());

/**
 * Why a link does not resolve, or undefined when it does: a page of the site
 * (app/config/pages.ts, in either language, with a #fragment if any), a
 * mailto: address or a well-formed https address.
 */
export function linkProblem(link: string): string | undefined {
  if (link.startsWith("/")) {
    const path = link.replace(/[#?].*$/, "");
    return pagePaths.has(path) ? undefined : `“${link}” is not a page of the site`;
  }
  if (link.startsWith("mailto:")) {
    return v.is(emailAddress, link.slice("mailto:".length)) ? undefined : `“${link}” is not an email address`;
  }
  let address: URL;
  try {
    address = new URL(link);
  } catch {
    return `“${link}” is not a web address`;
  }
  if (address.protocol !== "https:") return `“${link}” must start with https://`;
  if (!address.hostname.includes(".")) return `“${link}” has no domain name`;
  return undefined;
}

import { cutVisitorValue } from "../../app/lib/insights.ts";

/** What the counter reads of an answered request: nothing of it is kept but the values counted. */
export interface SeenRequest {
  method: string;
  /** The decoded path. */
  pathname: string;
  /** The raw query string, "" or "?…". */
  search: string;
  status: number;
  userAgent: string | undefined;
  referer: string | undefined;
  host: string | undefined;
  secPurpose: string | undefined;
  purpose: string | undefined;
  cookie: string | undefined;
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
}

/**
 * The public page a path stands for, or null for anything else (assets,
 * files, the inbox): "/services" for "/services", "/services/",
 * "/services.html" and its client-navigation data "/services.data"; "/" for
 * "/_.data", "/index.html"; "/success" for "/success.html.data".
 */
export function pageOf(pathname: string): string | null {
  let page = pathname;
  if (page.endsWith(".data")) {
    page = page.slice(0, -".data".length);
    if (page === "/_" || page.endsWith("/_")) page = page.slice(0, -"_".length);
  }
  if (page.endsWith("/index.html")) {
    page = page.slice(0, -"index.html".length);
  } else if (page.endsWith(".html")) {
    page = page.slice(0, -".html".length);
  } else if (/\.[^/]*$/.test(page) || page.startsWith("/assets/")) {
    return null;
  }
  if (page.length > 1 && page.endsWith("/")) page = page.slice(0, -1);
  return page === "" ? "/" : page;
}

/** The host of a Referer, lower-cased, or null for none or one that does not parse. */
export function referrerHostOf(referer: string | undefined): string | null {
  if (referer === undefined || referer === "") return null;
  try {
    const host = new URL(referer).host.toLowerCase();
    return host === "" ? null : cutVisitorValue(host);
  } catch {
    return null;
  }
}

/** A query parameter's value, cut; null when absent or empty. Only the utm values are read, never kept whole. */
export function utmOf(
  search: URLSearchParams,
  name: "utm_source" | "utm_medium" | "utm_campaign",
): string | null {
  const raw = search.get(name);
  const value = raw === null ? "" : cutVisitorValue(raw).trim();
  return value === "" ? null : value;
}

/** A prefetch asks for a page nobody may read: Chromium sends Sec-Purpose, older browsers and proxies Purpose. */
export function isPrefetch(secPurpose: string | undefined, purpose: string | undefined): boolean {
  return /prefetch|prerender/i.test(secPurpose ?? "") || /prefetch/i.test(purpose ?? "");
}

/**
 * The checks that need neither memory nor the bot patterns, made first: the
 * page a GET answered 200 or 304 is a view of, or the path of a 404; null for
 * anything else (no user agent, a prefetch, an asset, the commonest request).
 */
export function countedPath(request: SeenRequest): string | null {
  const { status, userAgent } = request;
  if (request.method !== "GET" || userAgent === undefined || userAgent === "") return null;
  if (isPrefetch(request.secPurpose, request.purpose)) return null;
  if (status === 404) return request.pathname;
  return status === 200 || status === 304 ? pageOf(request.pathname) : null;
}

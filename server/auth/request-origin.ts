import { timingSafeEqual } from "node:crypto";

/** Whether the request came over HTTPS: directly, or through a trusted proxy that says so. */
export function isHttps(request: Request, trustProxyHops: number): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (trustProxyHops === 0) return false;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
  return forwarded === "https";
}

/**
 * The origin the inbox expects its browsers at, for the origin check and as
 * the passkeys' relying party: SITE_URL's when it is set. Without it, this
 * request's Host (which a proxy sets; nginx: `proxy_set_header Host $host`),
 * never X-Forwarded-Host, which any client can write and a proxy may pass on.
 */
export function expectedOrigin(request: Request, siteOrigin: string | null, trustProxyHops: number): string {
  if (siteOrigin !== null) return siteOrigin;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return `${isHttps(request, trustProxyHops) ? "https" : "http"}://${host}`;
}

/**
 * Whether a state-changing request may have come from another site. Browsers
 * send Origin with every POST; older ones send Sec-Fetch-Site or Referer. A
 * client that sends none of them (a text browser, a script) is judged by the
 * CSRF token alone, which another site cannot read.
 */
export function isCrossSite(request: Request, expectedOrigin: string): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== expectedOrigin;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  const referer = request.headers.get("referer");
  if (referer === null) return false;
  try {
    return new URL(referer).origin !== expectedOrigin;
  } catch {
    return true;
  }
}

/**
 * Whether a download was asked for by the site itself, or typed or
 * bookmarked: never by a link or script on another site, even a sibling
 * subdomain (a navigation there carries the SameSite=Lax cookie). Browsers
 * say so in Sec-Fetch-Site ("same-origin", or "none" for a typed address).
 * Browsers without it (older ones, and every browser over plain HTTP away
 * from localhost, where it is not sent) are judged by Origin, then by a
 * Referer from this origin (this site's Referrer-Policy sends it to
 * itself); a request with neither may come from a link that hid its Referer,
 * so it is refused too.
 */
export function isStartedHere(request: Request, expectedOrigin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === expectedOrigin;
  const referer = request.headers.get("referer");
  if (referer === null) return false;
  try {
    return new URL(referer).origin === expectedOrigin;
  } catch {
    return false;
  }
}

/** Compares two tokens in constant time. */
export function tokensMatch(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

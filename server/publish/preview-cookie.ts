/**
 * How an editor sees a preview (decision 035): the preview cookie names a
 * preview build, and the front door answers the site's own paths from it,
 * exactly as built, for a request that also carries a valid editor session
 * (server/http/preview-sites.ts). The cookie grants nothing by itself.
 */

const NAME = "site_preview";

/** An hour: a preview left on is not mistaken for the live site the next day. */
const MAX_AGE_SECONDS = 60 * 60;

/** Where the editor's route that turns a preview on lives (the editor's routes, under /inbox). */
const ENTER_PATH = "/inbox/site/preview";

const cookieName = (https: boolean) => (https ? `__Host-${NAME}` : NAME);

/** The Set-Cookie value that turns preview `id` on for this browser. */
export function previewCookie(id: number, https: boolean): string {
  const secure = https ? "; Secure" : "";
  return `${cookieName(https)}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

/** The Set-Cookie value that turns the preview off. */
export function endPreviewCookie(https: boolean): string {
  const secure = https ? "; Secure" : "";
  return `${cookieName(https)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure}`;
}

/** The preview a raw Cookie header asks for (either name), or null. */
export function previewIdIn(cookieHeader: string | undefined): number | null {
  if (cookieHeader === undefined || !cookieHeader.includes(NAME)) return null;
  const id = new RegExp(`(?:^|;\\s*)(?:__Host-)?${NAME}=([1-9]\\d{0,8})(?:;|\\s|$)`).exec(cookieHeader)?.[1];
  return id === undefined ? null : Number(id);
}

/** A path of the site a preview may open: absolute, on this origin. */
export function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

/**
 * The URL an editor follows to see `pagePath` ("/ar/about") in preview `id`:
 * the editor's route there sets previewCookie(id) and redirects to the page.
 */
export function previewUrl(id: number, pagePath: string): string {
  return `${ENTER_PATH}/${id}?${new URLSearchParams({ page: pagePath }).toString()}`;
}

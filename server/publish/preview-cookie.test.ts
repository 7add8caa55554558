import { describe, expect, it } from "vitest";
import { endPreviewCookie, isSitePath, previewCookie, previewIdIn, previewUrl } from "./preview-cookie.ts";

/** The cookie a browser sends back for a Set-Cookie value. */
const sent = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the preview cookie", () => {
  it("names the preview it turns on, host-only and hidden from scripts, for an hour", () => {
    expect(previewIdIn(`inbox_session=abc; ${sent(previewCookie(7, false))}`)).toBe(7);
    expect(previewIdIn(sent(previewCookie(12, true)))).toBe(12);
    expect(previewCookie(12, true)).toMatch(
      /^__Host-site_preview=12; Path=\/; Max-Age=3600; HttpOnly; SameSite=Strict; Secure$/,
    );
  });

  it("asks for no preview once turned off, or when absent or malformed", () => {
    expect(previewIdIn(sent(endPreviewCookie(false)))).toBeNull();
    expect(endPreviewCookie(true)).toContain("Max-Age=0");
    expect(previewIdIn(undefined)).toBeNull();
    expect(previewIdIn("inbox_session=abc")).toBeNull();
    expect(previewIdIn("site_preview=../1")).toBeNull();
    expect(previewIdIn("not_site_preview=3")).toBeNull();
  });

  it("leads to the editor's route with the page to open, and opens only the site's own paths", () => {
    expect(previewUrl(4, "/ar/about")).toBe("/inbox/site/preview/4?page=%2Far%2Fabout");
    expect(isSitePath("/ar/about")).toBe(true);
    expect(isSitePath("//evil.example/")).toBe(false);
    expect(isSitePath("https://evil.example/")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
  });
});

import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { headersSentFor, parseHeadersFile, staticHosts } from "../../scripts/build/static-host-headers.ts";
import { STATIC_DIR, headersFilePath } from "../../server/build-layout.ts";
import { siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

/**
 * The production server's headers on every page. That the inline scripts run
 * under this policy (no CSP violation in the console) is checked on every
 * page by the hygiene tests.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(isPhone(testInfo), "HTTP-level checks: once, in the desktop project");
});

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    for (const sitePage of language.pages) {
      test(`${sitePage.name} is served with a strict policy and safe headers`, async ({ request }) => {
        const response = await request.get(sitePage.path);
        expect(response.status()).toBe(sitePage.status);
        const headers = response.headers();
        const csp = headers["content-security-policy"] ?? "";
        for (const directive of [
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ]) {
          expect(csp).toContain(directive);
        }
        expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
        expect(csp).not.toContain("unsafe-inline");
        expect(headers["strict-transport-security"]).toContain("max-age=");
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["permissions-policy"]).toBeTruthy();
        expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
        expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      });
    }
  });
}

test("the static-host headers file sends each page the policy our server sends it, and unknown paths theirs", async ({
  request,
}) => {
  const rules = parseHeadersFile(readFileSync(headersFilePath(STATIC_DIR), "utf8"));
  const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, "");
  for (const host of staticHosts) {
    for (const path of ["/", "/ar/", "/services/", "/success.html"]) {
      const served = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(served).toMatch(/'sha256-/);
      expect(headersSentFor(rules, path, host).get("content-security-policy"), `${host}, ${path}`).toEqual([
        served,
      ]);
    }
    for (const path of ["/no-such-page-here", "/ar/no-such-page-here"]) {
      const served = (await request.get(path)).headers()["content-security-policy"] ?? "";
      const [policy, ...others] = headersSentFor(rules, path, host).get("content-security-policy") ?? [];
      expect(others, `${host}, ${path}`).toEqual([]);
      for (const hash of served.match(/'sha256-[^']+'/g) ?? []) expect(policy).toContain(hash);
      expect(withoutHashes(policy ?? "")).toBe(withoutHashes(served));
    }
    expect(headersSentFor(rules, "/assets/any-1234.js", host).get("cache-control")).toEqual([
      "public, max-age=31536000, immutable",
    ]);
  }
});

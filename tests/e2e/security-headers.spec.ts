import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { headersSentFor, parseHeadersFile, staticHosts } from "../../scripts/build/static-host-headers.ts";
import { STATIC_DIR, headersFilePath } from "../../server/build-layout.ts";
import { waitForHydration } from "./support/hydration";
import { siteLanguages } from "./support/site";
import { serveLikeStaticHost } from "./support/static-host";
import { isPhone } from "./support/viewport";

/**
 * The production server's headers on every page. That the inline scripts run
 * under this policy (no CSP violation in the console) is checked on every
 * page by the hygiene tests. Then what a static host sends from `_headers`,
 * and the built folder served as one serves it, in a browser.
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

test("the static-host headers file sends every path one policy, and each page's <meta> policy is our server's", async ({
  request,
}) => {
  const rules = parseHeadersFile(readFileSync(headersFilePath(STATIC_DIR), "utf8"));
  const withoutScripts = (policy: string) => policy.replace(/script-src [^;]*; /, "");
  for (const path of [
    "/",
    "/ar/",
    "/services/",
    "/success.html",
    "/no-such-page-here",
    "/ar/no-such-page-here",
  ]) {
    const response = await request.get(path);
    const served = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
    expect(meta, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    // The server's scripts, then the page's JSON-LD blocks, which the HTML checker holds to the <meta> too.
    const dataBlocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (block) =>
        ` 'sha256-${createHash("sha256")
          .update(block[1] ?? "")
          .digest("base64")}'`,
    );
    expect(`${served};`, path).toContain(`; ${meta?.replace(dataBlocks.join(""), "")};`);
    expect(meta?.endsWith(dataBlocks.join("")), path).toBe(true);
    for (const host of staticHosts) {
      const [policy, ...others] = headersSentFor(rules, path, host).get("content-security-policy") ?? [];
      expect(others, `${host}, ${path}`).toEqual([]);
      expect(policy, `${host}, ${path}`).toContain("script-src 'self' 'unsafe-inline'; ");
      expect(withoutScripts(policy ?? ""), `${host}, ${path}`).toBe(withoutScripts(served));
    }
  }
  for (const host of staticHosts) {
    expect(headersSentFor(rules, "/assets/any-1234.js", host).get("cache-control")).toEqual([
      "public, max-age=31536000, immutable",
    ]);
  }
});

test.describe("build/client served as a static host serves it, with _headers and none of our server", () => {
  for (const host of staticHosts) {
    test(`pages hydrate under the header and <meta> policies, and an inline script not hashed is blocked (${host})`, async ({
      page,
    }) => {
      const site = await serveLikeStaticHost(STATIC_DIR, host);
      const refused: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/.test(message.text()))
          refused.push(message.text());
      });
      const injected = () =>
        page.evaluate(() => {
          const marked = window as { injected?: boolean; handler?: boolean };
          return { script: marked.injected === true, handler: marked.handler === true };
        });
      try {
        for (const path of [
          "/",
          "/ar/",
          "/articles/",
          "/search",
          "/no-such-page-here",
          "/ar/no-such-page-here",
        ]) {
          const response = await page.goto(`${site.url}${path}`);
          expect(response?.headers()["content-security-policy"], path).toContain(
            "script-src 'self' 'unsafe-inline'",
          );
          await waitForHydration(page);
        }
        expect(refused, "the pages' own inline scripts all ran").toEqual([]);

        // An injected script and event handler, as a flaw in a page would let in: the <meta> policy refuses them.
        const injection =
          '<script>window.injected=true</script><img src="/no-such.png" alt="" onerror="window.handler=true">';
        await page.route(`${site.url}/about/`, async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            body: (await response.text()).replace("</body>", `${injection}</body>`),
          });
        });
        await page.goto(`${site.url}/about/`);
        await waitForHydration(page);
        expect(await injected()).toEqual({ script: false, handler: false });
        // Refused by the <meta> policy, the one naming the page's hashes.
        expect(refused.join("\n")).toMatch(/inline script violates [^']*'script-src 'self' 'sha256-/);
        expect(refused.join("\n")).toMatch(/inline event handler violates [^']*'script-src 'self' 'sha256-/);

        // The same page without its <meta> policy: the header alone lets them run, so the <meta> is what refuses them.
        await page.route(`${site.url}/contact/`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /<meta http-equiv="Content-Security-Policy"[^>]*>/,
            "",
          );
          await route.fulfill({ response, body: html.replace("</body>", `${injection}</body>`) });
        });
        await page.goto(`${site.url}/contact/`);
        await expect.poll(injected).toEqual({ script: true, handler: true });
      } finally {
        await site.close();
      }
    });
  }
});

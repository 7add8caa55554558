import { describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  pageScriptHashes,
  staticHostPaths,
  staticHostProblems,
  staticHostRules,
} from "./security-headers.ts";
import { headersFileText, headersSentFor, parseHeadersFile, staticHosts, type StaticHost } from "./static-host-headers.ts";
import { documentSecurityHeaders } from "../../server/headers/security-policy.ts";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts as browsers do for CSP (MDN's example)", () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    ]);
  });

  it("hashes module scripts but not external scripts or JSON-LD data blocks", () => {
    const html = [
      '<script type="module">import("/a.js");</script>',
      '<script src="/b.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe("pageScriptHashes", () => {
  const boot = '<script type="module">const boot=async()=>{};</script>';

  it("hashes a page with its boot script", () => {
    expect(pageScriptHashes(`<script>window.x=1;</script>${boot}<script src="/a.js"></script>`, "index.html")).toHaveLength(2);
  });

  it("fails a page without the boot script or with a script tag it cannot read", () => {
    expect(() => pageScriptHashes("<script>window.x=1;</script>", "a.html")).toThrow(/a\.html has no inline boot script/);
    expect(() => pageScriptHashes(`${boot}<script>never closed`, "b.html")).toThrow(/b\.html has 2 script tags but 1 were read/);
  });
});

describe("the static host's _headers", () => {
  const csp = (hashes: readonly string[]) => documentSecurityHeaders(hashes)["Content-Security-Policy"];
  const pages = new Map([
    ["index.html", ["sha256-shared", "sha256-home"]],
    ["about/index.html", ["sha256-shared", "sha256-about"]],
    ["articles/one/index.html", ["sha256-shared", "sha256-one"]],
    ["success.html", ["sha256-shared", "sha256-success"]],
    ["404.html", ["sha256-shared", "sha256-not-found"]],
    ["ar/404.html", ["sha256-shared", "sha256-ar-not-found"]],
  ]);
  const rules = staticHostRules(pages);
  const text = headersFileText([], rules);
  const sent = (path: string, host: StaticHost) => headersSentFor(parseHeadersFile(text), path, host);

  it("serves a page at its folder with a trailing slash, another page with and without .html, a not-found page at none", () => {
    expect(staticHostPaths("index.html")).toEqual(["/"]);
    expect(staticHostPaths("ar/about/index.html")).toEqual(["/ar/about/"]);
    expect(staticHostPaths("ar/success.html")).toEqual(["/ar/success", "/ar/success.html"]);
    expect(staticHostPaths("ar/404.html")).toEqual([]);
  });

  for (const host of staticHosts) {
    it(`sends a page's paths one policy, of that page's own hashes (${host})`, () => {
      expect(sent("/about/", host).get("content-security-policy")).toEqual([csp(["sha256-shared", "sha256-about"])]);
      expect(sent("/success", host).get("content-security-policy")).toEqual([csp(["sha256-shared", "sha256-success"])]);
      expect(sent("/success.html", host).get("content-security-policy")).toEqual([csp(["sha256-shared", "sha256-success"])]);
    });

    it(`sends unknown paths one policy, for every language's not-found page (${host})`, () => {
      const fallback = csp(["sha256-shared", "sha256-not-found", "sha256-ar-not-found"].sort());
      expect(sent("/no/such/page", host).get("content-security-policy")).toEqual([fallback]);
      expect(sent("/ar/no-such-page", host).get("content-security-policy")).toEqual([fallback]);
    });

    it(`sends every path the server's other document headers, and hashed files their lasting cache (${host})`, () => {
      for (const path of ["/", "/about/", "/no-such-page", "/assets/app-1234.js"]) {
        for (const [name, value] of Object.entries(documentSecurityHeaders([]))) {
          if (name !== "Content-Security-Policy") expect(sent(path, host).get(name.toLowerCase())).toEqual([value]);
        }
      }
      expect(sent("/assets/app-1234.js", host).get("cache-control")).toEqual(["public, max-age=31536000, immutable"]);
      expect(sent("/media/ab12/photo.avif", host).get("cache-control")).toEqual(["public, max-age=31536000, immutable"]);
      expect(sent("/about/", host).get("cache-control")).toBeUndefined();
    });
  }

  it("does not grow the other pages' rules when a page is added", () => {
    const more = staticHostRules(new Map([...pages, ["articles/two/index.html", ["sha256-shared", "sha256-two"]]]));
    const added = more.filter((rule) => !rules.some((old) => JSON.stringify(old) === JSON.stringify(rule)));
    expect(added).toEqual([
      { path: "/articles/two/", detach: ["Content-Security-Policy"], set: { "Content-Security-Policy": csp(["sha256-shared", "sha256-two"]) } },
    ]);
  });

  it("finds nothing wrong with the file it writes", () => {
    expect(staticHostProblems(text, pages)).toEqual([]);
  });

  it("finds a page whose rule lost its detach: Cloudflare Pages would send it two policies", () => {
    const withoutDetach = text.replace("/about/\n  ! Content-Security-Policy\n", "/about/\n");
    expect(withoutDetach).not.toBe(text);
    expect(staticHostProblems(withoutDetach, pages)).toEqual([
      "Cloudflare Pages would send /about/ 2 Content-Security-Policy headers",
    ]);
  });

  it("finds a page whose rule allows another set of scripts than the page has", () => {
    const changed = new Map([...pages, ["about/index.html", ["sha256-shared", "sha256-about-changed"]]]);
    const expected = csp(["sha256-shared", "sha256-about-changed"]);
    expect(staticHostProblems(text, changed)).toEqual([
      `Cloudflare Pages would send /about/ another Content-Security-Policy than ${expected}`,
      `Netlify would send /about/ another Content-Security-Policy than ${expected}`,
    ]);
  });

  it("finds a page without a rule of its own (the fallback would block its scripts)", () => {
    const added = new Map([...pages, ["faq/index.html", ["sha256-shared", "sha256-faq"]]]);
    expect(staticHostProblems(text, added)).toContain(
      `Netlify would send /faq/ another Content-Security-Policy than ${csp(["sha256-shared", "sha256-faq"])}`,
    );
  });

  it("finds a line Cloudflare Pages would skip", () => {
    const atLimit = `${text}/long\n  X-Long: ${"x".repeat(1990)}\n`;
    expect(staticHostProblems(atLimit, pages)).toEqual([]);
    const over = `${text}/long\n  X-Long: ${"x".repeat(1991)}\n`;
    expect(staticHostProblems(over, pages)).toEqual([
      `line ${text.split("\n").length + 1} has 2001 characters; Cloudflare Pages skips a line over 2000`,
    ]);
  });
});

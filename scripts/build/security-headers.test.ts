import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkSecurityHeaders,
  inlineScriptHashes,
  metaPolicyProblems,
  pageScriptHashes,
  staticHostPaths,
  staticHostProblems,
  staticHostRules,
  withMetaPolicy,
  writeSecurityHeaders,
} from "./security-headers.ts";
import { headersFileText, headersSentFor, parseHeadersFile, staticHosts, type StaticHost } from "./static-host-headers.ts";
import { documentSecurityHeaders } from "../../server/headers/security-policy.ts";

const csp = (hashes: readonly string[]) => documentSecurityHeaders(hashes)["Content-Security-Policy"] ?? "";

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

/** A prerendered page as the step finds it: charset first, the loader data and the boot script at the end. */
function builtPage(data: string): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A page</title>',
    '<link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>Text</main>',
    `<script>window.__reactRouterContext=${JSON.stringify({ data })};</script>`,
    '<script type="module">const boot=async()=>{};</script></body></html>',
  ].join("");
}

describe("a page's <meta> policy", () => {
  const html = builtPage("home");
  const hashes = pageScriptHashes(html, "index.html");
  const withMeta = withMetaPolicy(html, hashes, "index.html");

  it("allows exactly the page's own inline scripts, as the server's header does", () => {
    const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(withMeta)?.[1];
    expect(content).toBe(`script-src 'self' '${hashes[0]}' '${hashes[1]}'`);
    expect(csp(hashes)).toContain(`${content};`);
    expect(metaPolicyProblems(withMeta, hashes)).toEqual([]);
  });

  it("goes right after the charset, before every script and link", () => {
    expect(withMeta.indexOf('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    expect(withMeta.indexOf("http-equiv")).toBeLessThan(withMeta.indexOf("<script"));
    expect(withMeta.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")).toBe(html);
  });

  it("refuses a page it cannot put before every script, or one that has a policy already", () => {
    expect(() => withMetaPolicy("<html><head><title>x</title></head></html>", [], "a.html")).toThrow(/a\.html has no <meta charset/);
    expect(() => withMetaPolicy(`<script>x()</script>${html}`, hashes, "b.html")).toThrow(/b\.html has a script before its charset/);
    expect(() => withMetaPolicy(withMeta, hashes, "c.html")).toThrow(/c\.html already has a <meta> policy/);
  });

  it("is found wrong when a script was added after the hashes were taken", () => {
    const added = withMeta.replace("</body>", "<script>window.later=1;</script></body>");
    const now = pageScriptHashes(added, "index.html");
    expect(metaPolicyProblems(added, now)).toEqual([
      `has a <meta> policy "${csp(hashes).split("; ")[1]}" where its inline scripts need "script-src 'self' ${now.map((hash) => `'${hash}'`).join(" ")}"`,
    ]);
  });

  it("is found wrong when missing, doubled, after a script or outside the head", () => {
    const meta = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(withMeta)?.[0] ?? "";
    expect(metaPolicyProblems(html, hashes)).toEqual(["has 0 <meta> policies, not 1"]);
    expect(metaPolicyProblems(withMeta.replace("<title>", `${meta}<title>`), hashes)).toEqual(["has 2 <meta> policies, not 1"]);
    const late = withMeta.replace(meta, "").replace("</body>", `${meta}</body>`);
    expect(metaPolicyProblems(late, hashes)).toEqual(["has a script before its <meta> policy", "has its <meta> policy outside its head"]);
    const other = withMeta.replace(meta, `<meta content="script-src *" http-equiv="content-security-policy">`);
    expect(metaPolicyProblems(other, hashes)).toEqual(["has a <meta> policy this step did not write"]);
  });
});

describe("writeSecurityHeaders and checkSecurityHeaders on a built folder", () => {
  const buildDir = mkdtempSync(join(tmpdir(), "dunecrest-security-headers-"));
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));
  const staticDir = join(buildDir, "client");
  const write = (page: string, html: string) => {
    mkdirSync(dirname(join(staticDir, page)), { recursive: true });
    writeFileSync(join(staticDir, page), html);
  };
  write("index.html", builtPage("home"));
  write("about/index.html", builtPage("about"));
  write("404.html", builtPage("not found"));
  const summary = writeSecurityHeaders(staticDir);

  it("writes each page its own <meta> policy, and the check passes", () => {
    expect(summary).toMatch(/^security-headers: 3 pages, each allowed its own inline scripts \(at most 2\) by a <meta> policy \(the largest 125 B\)/);
    const about = readFileSync(join(staticDir, "about/index.html"), "utf8");
    expect(metaPolicyProblems(about, pageScriptHashes(about, "about/index.html"))).toEqual([]);
    expect(() => checkSecurityHeaders(staticDir)).not.toThrow();
  });

  it("fails the check when a step adds a script after the hashes", () => {
    const page = join(staticDir, "about/index.html");
    const before = readFileSync(page, "utf8");
    writeFileSync(page, before.replace("</body>", "<script>window.later=1;</script></body>"));
    try {
      expect(() => checkSecurityHeaders(staticDir)).toThrow(/about\/index\.html has a <meta> policy .* where its inline scripts need/);
    } finally {
      writeFileSync(page, before);
    }
  });
});

describe("the static host's _headers", () => {
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

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkSecurityHeaders,
  inlineScriptHashes,
  metaPolicyProblems,
  pageScriptHashes,
  staticHostHeadersFile,
  staticHostProblems,
  staticHostRules,
  withMetaPolicy,
  writeSecurityHeaders,
} from "./security-headers.ts";
import { headersSentFor, parseHeadersFile, staticHosts, type StaticHost } from "./static-host-headers.ts";
import { securityManifestPath } from "../../server/build-layout.ts";
import {
  documentSecurityHeaders,
  staticHostDocumentHeaders,
  subresourceSecurityHeaders,
} from "../../server/headers/security-policy.ts";

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
  const dataBlock = '<script type="application/ld+json">{"@type":"BlogPosting"}</script>';
  write("articles/one/index.html", builtPage("article").replace("</head>", `${dataBlock}</head>`));
  const summary = writeSecurityHeaders(staticDir);

  it("writes each page its own <meta> policy, and the check passes", () => {
    expect(summary).toMatch(/^security-headers: 4 pages, each allowed its own inline scripts \(at most 2\) by a <meta> policy \(the largest 179 B\)/);
    const about = readFileSync(join(staticDir, "about/index.html"), "utf8");
    expect(metaPolicyProblems(about, pageScriptHashes(about, "about/index.html"))).toEqual([]);
    expect(() => checkSecurityHeaders(staticDir)).not.toThrow();
  });

  it("lists a page's JSON-LD blocks in its <meta> policy after its scripts, and not in the server's header", () => {
    const article = readFileSync(join(staticDir, "articles/one/index.html"), "utf8");
    const scripts = pageScriptHashes(article, "articles/one/index.html");
    const [block] = inlineScriptHashes(dataBlock.replace(' type="application/ld+json"', ""));
    expect(article).toContain(`content="script-src 'self' '${scripts[0]}' '${scripts[1]}' '${block}'"`);
    const manifest = JSON.parse(readFileSync(securityManifestPath(staticDir), "utf8")) as { pages: Record<string, string[]> };
    expect(Object.values(manifest.pages).flat()).not.toContain(block);
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
  const text = staticHostHeadersFile();
  const sent = (path: string, host: StaticHost) => headersSentFor(parseHeadersFile(text), path, host);
  const staticHostPolicy = staticHostDocumentHeaders()["Content-Security-Policy"];
  const withoutScripts = (policy: string | undefined) => policy?.replace(/script-src [^;]*; /, "");

  it("is the same file however many pages there are: a page added changes nothing in it", () => {
    const folder = (pages: readonly string[]) => {
      const buildDir = mkdtempSync(join(tmpdir(), "dunecrest-headers-constant-"));
      try {
        for (const page of pages) {
          mkdirSync(dirname(join(buildDir, "client", page)), { recursive: true });
          writeFileSync(join(buildDir, "client", page), builtPage(page));
        }
        writeSecurityHeaders(join(buildDir, "client"));
        return readFileSync(join(buildDir, "client", "_headers"), "utf8");
      } finally {
        rmSync(buildDir, { recursive: true, force: true });
      }
    };
    const some = folder(["index.html", "404.html", "articles/one/index.html"]);
    expect(folder(["index.html", "404.html", "articles/one/index.html", "articles/two/index.html", "ar/articles/two/index.html"])).toBe(some);
    expect(some).toBe(text);
    expect(staticHostRules().map((rule) => rule.path)).toEqual(["/*", "/assets/*", "/media/*"]);
  });

  it("allows inline scripts in its policy, and keeps every other directive and header of the server's", () => {
    const server = documentSecurityHeaders(["sha256-page"]);
    expect(staticHostPolicy).toContain("script-src 'self' 'unsafe-inline'; ");
    expect(withoutScripts(staticHostPolicy)).toBe(withoutScripts(server["Content-Security-Policy"]));
    expect(withoutScripts(staticHostPolicy)).toContain("frame-ancestors 'none'");
    expect({ ...staticHostDocumentHeaders(), "Content-Security-Policy": "" }).toEqual({ ...server, "Content-Security-Policy": "" });
  });

  for (const host of staticHosts) {
    it(`sends every page, unknown path and other file one policy, the same (${host})`, () => {
      for (const path of ["/", "/about/", "/ar/", "/success", "/success.html", "/no/such/page", "/ar/no-such-page", "/about.data", "/robots.txt", "/flags/3x2/AE.svg"]) {
        for (const [name, value] of Object.entries(staticHostDocumentHeaders())) {
          expect(sent(path, host).get(name.toLowerCase()), `${path} ${name}`).toEqual([value]);
        }
        expect(sent(path, host).get("cache-control")).toBeUndefined();
      }
    });

    it(`sends built assets and images one policy, which allows nothing, and their lasting cache (${host})`, () => {
      for (const path of ["/assets/app-1234.js", "/assets/search-en-1234.json", "/media/ab12/photo.avif"]) {
        expect(sent(path, host).get("content-security-policy")).toEqual([subresourceSecurityHeaders()["Content-Security-Policy"]]);
        expect(sent(path, host).get("cache-control")).toEqual(["public, max-age=31536000, immutable"]);
      }
    });
  }

  it("finds nothing wrong with the file it writes", () => {
    expect(staticHostProblems(text)).toEqual([]);
    expect(text.split("\n").every((line) => line.length < 300)).toBe(true);
  });

  it("finds a rule it does not write, such as one page's own policy", () => {
    const perPage = `${text}\n/about/\n  ! Content-Security-Policy\n  Content-Security-Policy: ${csp(["sha256-about"])}\n`;
    expect(staticHostProblems(perPage)).toEqual(["has other rules than the ones this step writes"]);
  });

  it("finds more rules than a handful, and a line Cloudflare Pages would skip", () => {
    const many = `${text}${["/a", "/b", "/c"].map((path) => `\n${path}\n  X-Robots-Tag: noindex\n`).join("")}`;
    expect(staticHostProblems(many)).toEqual(["has 6 rules, more than the 5 it needs", "has other rules than the ones this step writes"]);
    const long = text.replace("X-Frame-Options: DENY", `X-Frame-Options: DENY${" ".repeat(1990)}`);
    expect(staticHostProblems(long)[0]).toMatch(/^line \d+ has 20\d\d characters; Cloudflare Pages skips a line over 2000$/);
  });
});

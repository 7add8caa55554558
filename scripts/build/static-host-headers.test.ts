import { describe, expect, it } from "vitest";
import { headersFileText, headersSentFor, parseHeadersFile, type HeaderRule } from "./static-host-headers.ts";

/** Cloudflare's example (developers.cloudflare.com/pages/configuration/headers/), its host-wide rule written `/*`. */
const cloudflareExample = parseHeadersFile(`# This is a comment
/secure/page
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer

/static/*
  Access-Control-Allow-Origin: *
  X-Robots-Tag: nosnippet

/*
  X-Robots-Tag: noindex
`);

describe("parseHeadersFile and headersFileText", () => {
  it("reads back the rules it writes, detaches and comments included", () => {
    const rules: HeaderRule[] = [
      { path: "/*", detach: [], set: { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'self'" } },
      { path: "/page/", detach: ["Content-Security-Policy"], set: { "Content-Security-Policy": "script-src 'self'" } },
    ];
    expect(parseHeadersFile(headersFileText(["what this is"], rules))).toEqual(rules);
  });

  it("joins a header a rule names twice with a comma, as both hosts do", () => {
    expect(parseHeadersFile("/*\n  Cache-Control: no-cache\n  Cache-Control: no-store\n")).toEqual([
      { path: "/*", detach: [], set: { "Cache-Control": "no-cache, no-store" } },
    ]);
  });

  it("refuses a line that is neither a path, a header nor a detach", () => {
    expect(() => parseHeadersFile("/*\n  nonsense\n")).toThrow(/line 2 is neither/);
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n")).toThrow(/line 1 is neither/);
  });
});

describe("headersSentFor on Cloudflare Pages", () => {
  const sent = (path: string) => Object.fromEntries(headersSentFor(cloudflareExample, path, "Cloudflare Pages"));

  it("applies every matching rule and joins a header two rules set (the documentation's table)", () => {
    expect(sent("/secure/page")).toEqual({
      "x-frame-options": ["DENY"],
      "x-content-type-options": ["nosniff"],
      "referrer-policy": ["no-referrer"],
      "x-robots-tag": ["noindex"],
    });
    expect(sent("/static/styles.css")).toEqual({
      "access-control-allow-origin": ["*"],
      "x-robots-tag": ["nosnippet", "noindex"],
    });
  });

  it("matches a path exactly, trailing slash included", () => {
    expect(sent("/secure/page/")).toEqual({ "x-robots-tag": ["noindex"] });
  });

  it("lets a later rule detach what an earlier one set, and set its own in place", () => {
    const rules = parseHeadersFile(`/*
  Content-Security-Policy: default-src 'self'
/*.jpg
  ! Content-Security-Policy
/page/
  ! Content-Security-Policy
  Content-Security-Policy: script-src 'self'
`);
    expect(headersSentFor(rules, "/a.jpg", "Cloudflare Pages").get("content-security-policy")).toBeUndefined();
    expect(headersSentFor(rules, "/page/", "Cloudflare Pages").get("content-security-policy")).toEqual([
      "script-src 'self'",
    ]);
  });
});

describe("headersSentFor on Netlify", () => {
  const rules = parseHeadersFile(`/*
  Content-Security-Policy: default-src 'self'
  X-Frame-Options: DENY
/page/
  ! Content-Security-Policy
  Content-Security-Policy: script-src 'self'
`);
  const csp = (path: string) => headersSentFor(rules, path, "Netlify").get("content-security-policy");

  it("gives a header the value of the last matching rule that sets it, skipping the detach line", () => {
    expect(csp("/page/")).toEqual(["script-src 'self'"]);
    expect(headersSentFor(rules, "/page/", "Netlify").get("x-frame-options")).toEqual(["DENY"]);
    expect(csp("/other")).toEqual(["default-src 'self'"]);
  });

  it("matches a rule with or without the trailing slash, in any case", () => {
    expect(csp("/page")).toEqual(["script-src 'self'"]);
    expect(csp("/PAGE/")).toEqual(["script-src 'self'"]);
    expect(csp("/page/index.html")).toEqual(["default-src 'self'"]);
  });

  it("reads a path's characters literally", () => {
    const dashed = parseHeadersFile("/a-b.c/\n  X-Frame-Options: DENY\n");
    expect(headersSentFor(dashed, "/a-b.c", "Netlify").get("x-frame-options")).toEqual(["DENY"]);
    expect(headersSentFor(dashed, "/a-bxc", "Netlify").get("x-frame-options")).toBeUndefined();
    expect(headersSentFor(dashed, "/a-bxc/", "Cloudflare Pages").get("x-frame-options")).toBeUndefined();
  });
});

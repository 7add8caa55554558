import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageScriptHashes } from "./security-headers.ts";

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

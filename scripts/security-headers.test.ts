import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./security-headers.ts";

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

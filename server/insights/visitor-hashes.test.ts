import { describe, expect, it } from "vitest";
import { visitorHash } from "./visitor-hash.ts";
import { VisitorHashes } from "./visitor-hashes.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0";

describe("today's visitor hashes by client", () => {
  it("hashes a client once a day, as visitorHash does, and tells clients apart by address, user agent and site", () => {
    const hashes = new VisitorHashes(10);
    const first = hashes.entry("2026-11-27", "salt", "192.0.2.1", UA, "example.com");
    expect(first.hash).toBe(visitorHash("salt", "192.0.2.1", UA, "example.com"));
    first.settled = true;
    expect(hashes.entry("2026-11-27", "salt", "192.0.2.1", UA, "example.com")).toBe(first);
    const others = [
      hashes.entry("2026-11-27", "salt", "192.0.2.2", UA, "example.com"),
      hashes.entry("2026-11-27", "salt", "192.0.2.1", `${UA} Other`, "example.com"),
      hashes.entry("2026-11-27", "salt", "192.0.2.1", UA, "example.org"),
    ];
    for (const other of others) {
      expect(other.hash).not.toBe(first.hash);
      expect(other.settled).toBe(false);
    }
  });

  it("starts afresh on a new day or salt, when told to forget, and past its bound", () => {
    const hashes = new VisitorHashes(2);
    const seen = hashes.entry("2026-11-27", "salt", "192.0.2.1", UA, "example.com");
    seen.settled = true;
    const nextDay = hashes.entry("2026-11-28", "salt-2", "192.0.2.1", UA, "example.com");
    expect(nextDay.settled).toBe(false);
    expect(nextDay.hash).toBe(visitorHash("salt-2", "192.0.2.1", UA, "example.com"));
    nextDay.settled = true;
    hashes.forget();
    expect(hashes.entry("2026-11-28", "salt-2", "192.0.2.1", UA, "example.com").settled).toBe(false);

    const bounded = new VisitorHashes(2);
    const kept = bounded.entry("2026-11-27", "salt", "192.0.2.1", UA, "example.com");
    kept.settled = true;
    bounded.entry("2026-11-27", "salt", "192.0.2.2", UA, "example.com");
    bounded.entry("2026-11-27", "salt", "192.0.2.3", UA, "example.com");
    expect(bounded.entry("2026-11-27", "salt", "192.0.2.1", UA, "example.com").settled).toBe(false);
  });
});

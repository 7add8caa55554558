import { describe, expect, it } from "vitest";
import { isPrefetch, pageOf, referrerHostOf } from "./page-view.ts";
import { deviceClassOf } from "./device-class.ts";

describe("what a request counts as", () => {
  it("names the page a path or its client-navigation data stands for", () => {
    expect(pageOf("/")).toBe("/");
    expect(pageOf("/_.data")).toBe("/");
    expect(pageOf("/index.html")).toBe("/");
    expect(pageOf("/services")).toBe("/services");
    expect(pageOf("/services/")).toBe("/services");
    expect(pageOf("/services.data")).toBe("/services");
    expect(pageOf("/ar.data")).toBe("/ar");
    expect(pageOf("/ar/_.data")).toBe("/ar");
    expect(pageOf("/ar/services.data")).toBe("/ar/services");
    expect(pageOf("/success.html")).toBe("/success");
    expect(pageOf("/success.html.data")).toBe("/success");
    expect(pageOf("/assets/root-abc.js")).toBeNull();
    expect(pageOf("/favicon.ico")).toBeNull();
    expect(pageOf("/robots.txt")).toBeNull();
  });

  it("keeps only a referrer's host", () => {
    expect(referrerHostOf("https://WWW.LinkedIn.com/feed/?trk=secret")).toBe("www.linkedin.com");
    expect(referrerHostOf("not a url")).toBeNull();
    expect(referrerHostOf(undefined)).toBeNull();
  });

  it("knows a prefetch by either header", () => {
    expect(isPrefetch("prefetch", undefined)).toBe(true);
    expect(isPrefetch("prefetch;prerender", undefined)).toBe(true);
    expect(isPrefetch(undefined, "prefetch")).toBe(true);
    expect(isPrefetch(undefined, undefined)).toBe(false);
  });

  it("reads a device class from the user agent", () => {
    expect(
      deviceClassOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      ),
    ).toBe("phone");
    expect(
      deviceClassOf(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      ),
    ).toBe("phone");
    expect(
      deviceClassOf("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36"),
    ).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(
      deviceClassOf(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
      ),
    ).toBe("desktop");
  });
});

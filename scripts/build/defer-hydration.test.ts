import { describe, expect, it } from "vitest";
import { BOOT_AFTER_FIRST_PAINT, checkDeferred, deferBoot } from "./defer-hydration.ts";

const page = `<html><head><link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/a.css"/></head><body><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";

window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

describe("deferBoot", () => {
  it("loads the same modules, in the same order, after the first paint", () => {
    const html = deferBoot(page, "index.html");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    const boot = /<script type="module">(.*)<\/script>/.exec(html)?.[1] ?? "";
    expect(boot).toContain('await import("/assets/manifest-1.js");');
    expect(boot).toContain('const [route0,route1]=await Promise.all([import("/assets/root-1.js"),import("/assets/home-1.js")]);');
    expect(boot.indexOf("__reactRouterRouteModules")).toBeLessThan(boot.indexOf("entry.client-1.js"));
    expect(boot.endsWith(BOOT_AFTER_FIRST_PAINT)).toBe(true);
  });

  it("refuses a page whose boot script it does not recognise", () => {
    expect(() => deferBoot("<html><body></body></html>", "x.html")).toThrow(/no React Router boot script/);
    expect(() => deferBoot(page.replace("import * as route1", "import route1"), "x.html")).toThrow(/unexpected import/);
  });
});

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** Runs the boot trigger with a browser's paint timing, frames and timers played by hand. */
function runTrigger({ paintTiming }: { paintTiming: boolean }) {
  let observed: PaintCallback | undefined;
  let disconnected = false;
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let boots = 0;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["mark"];
    constructor(callback: PaintCallback) {
      observed = callback;
    }
    observe() {}
  }
  const run = new Function("boot", "PerformanceObserver", "requestAnimationFrame", "setTimeout", BOOT_AFTER_FIRST_PAINT);
  run(
    () => (boots += 1),
    FakeObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => timers.push({ at: now + delay, run: callback }),
  );
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return {
    boots: () => boots,
    disconnected: () => disconnected,
    paint: (...names: string[]) =>
      observed?.({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => (disconnected = true) }),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    advance,
  };
}

describe("checkDeferred", () => {
  it("accepts a rewritten page", () => {
    expect(() => checkDeferred(deferBoot(page, "index.html"), "index.html")).not.toThrow();
  });

  it("fails a page that is not rewritten as the pipeline expects, naming the file", () => {
    expect(() => checkDeferred(page, "a.html")).toThrow(/a\.html has 0 deferred boot scripts instead of 1, React Router's own boot script still in place, modulepreload hints left/);
    const twice = deferBoot(page, "b.html").replace("</body>", `${/<script type="module">.*<\/script>/.exec(deferBoot(page, "b.html"))?.[0] ?? ""}</body>`);
    expect(() => checkDeferred(twice, "b.html")).toThrow(/2 deferred boot scripts/);
    const early = deferBoot(page, "c.html").replace(BOOT_AFTER_FIRST_PAINT, "boot();");
    expect(() => checkDeferred(early, "c.html")).toThrow(/does not wait for the first paint/);
  });
});

describe("the boot trigger", () => {
  it("loads the app only once the first contentful paint is reported, and only once", () => {
    const page = runTrigger({ paintTiming: true });
    page.frame();
    page.frame();
    page.advance(0);
    expect(page.boots()).toBe(0);
    page.paint("first-paint");
    page.advance(0);
    expect(page.boots()).toBe(0);
    page.paint("first-paint", "first-contentful-paint");
    page.advance(0);
    expect(page.boots()).toBe(1);
    expect(page.disconnected()).toBe(true);
    page.advance(5000);
    expect(page.boots()).toBe(1);
  });

  it("still loads the app after 3 s when nothing is painted (a hidden tab)", () => {
    const page = runTrigger({ paintTiming: true });
    page.advance(2999);
    expect(page.boots()).toBe(0);
    page.advance(1);
    expect(page.boots()).toBe(1);
  });

  it("falls back to the second frame in browsers without paint timing", () => {
    const page = runTrigger({ paintTiming: false });
    page.frame();
    page.advance(0);
    expect(page.boots()).toBe(0);
    page.frame();
    page.advance(0);
    expect(page.boots()).toBe(1);
    page.advance(5000);
    expect(page.boots()).toBe(1);
  });
});

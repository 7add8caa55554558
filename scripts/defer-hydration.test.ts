import { describe, expect, it } from "vitest";
import { deferBoot } from "./defer-hydration.ts";

const page = `<html><head><link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/a.css"/></head><body><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";

window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

describe("deferBoot", () => {
  it("loads the same modules, in the same order, after the first frame", () => {
    const html = deferBoot(page, "index.html");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    const boot = /<script type="module">(.*)<\/script>/.exec(html)?.[1] ?? "";
    expect(boot).toContain('await import("/assets/manifest-1.js");');
    expect(boot).toContain('const [route0,route1]=await Promise.all([import("/assets/root-1.js"),import("/assets/home-1.js")]);');
    expect(boot.indexOf("__reactRouterRouteModules")).toBeLessThan(boot.indexOf("entry.client-1.js"));
    expect(boot).toMatch(/requestAnimationFrame\(\(\)=>requestAnimationFrame\(\(\)=>setTimeout\(boot\)\)\);$/);
  });

  it("refuses a page whose boot script it does not recognise", () => {
    expect(() => deferBoot("<html><body></body></html>", "x.html")).toThrow(/no React Router boot script/);
    expect(() => deferBoot(page.replace("import * as route1", "import route1"), "x.html")).toThrow(/unexpected import/);
  });
});

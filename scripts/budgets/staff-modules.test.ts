import { describe, expect, it } from "vitest";
import { staffModulesIn } from "./staff-modules.ts";

describe("staffModulesIn", () => {
  const site = {
    "assets/root-a1.js": [
      "app/root.tsx",
      "app/root.tsx?__react-router-build-client-route",
      "app/lib/paths.ts",
    ],
    "assets/shell-b2.js": ["app/config/pages.ts", "\0vite/preload-helper.js", "node_modules/react/index.js"],
  };
  const manifest = {
    "app/root.tsx": { file: "assets/root-a1.js" },
    "_shell-b2.js": { file: "assets/shell-b2.js" },
  };

  it("finds nothing in the site's own modules", () => {
    expect(staffModulesIn(site, manifest)).toEqual([]);
  });

  it("names the chunk and the module when a route bundles a page of the inbox, the server or the staff's words", () => {
    const modules = {
      ...site,
      "assets/about-page-c3.js": [
        "app/routes/about-page.tsx",
        "app/server-pages/inbox/format.ts",
        "app/content/inbox/inbox-copy.ts",
        "server/inbox/inbox-body-limits.ts?raw",
      ],
    };
    expect(staffModulesIn(modules, manifest)).toEqual([
      "assets/about-page-c3.js holds app/server-pages/inbox/format.ts: the pages the server renders (the inbox and the editor)",
      "assets/about-page-c3.js holds app/content/inbox/inbox-copy.ts: the staff's words",
      "assets/about-page-c3.js holds server/inbox/inbox-body-limits.ts?raw: the server",
    ]);
  });

  it("names a chunk that bundles the build's Markdown parser or highlighter", () => {
    const modules = {
      ...site,
      "assets/article-page-d4.js": [
        "app/routes/article-page.tsx",
        "node_modules/highlight.js/es/core.js",
        "node_modules/marked/lib/marked.esm.js",
        "node_modules/react-dom/index.js",
      ],
    };
    expect(staffModulesIn(modules, manifest)).toEqual([
      "assets/article-page-d4.js holds node_modules/highlight.js/es/core.js: the build's Markdown parser or highlighter",
      "assets/article-page-d4.js holds node_modules/marked/lib/marked.esm.js: the build's Markdown parser or highlighter",
    ]);
  });

  it("names a chunk whose entry is a module of the staff app, loaded on demand", () => {
    expect(
      staffModulesIn(site, {
        ...manifest,
        "app/server-pages/inbox/people-page.tsx": { file: "assets/people-d4.js" },
      }),
    ).toEqual([
      "assets/people-d4.js comes from app/server-pages/inbox/people-page.tsx: the pages the server renders (the inbox and the editor)",
    ]);
  });
});

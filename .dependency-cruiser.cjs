/**
 * The direction of every import in app/ and server/ (docs/architecture.md,
 * docs/decisions/012-dependencies-flow-one-way.md), checked by `npm run
 * check:deps` as part of `npm test`. Layers are listed from the bottom: a
 * module may import its own layer and the layers below it, never one above,
 * and layers of the same rank never import each other. Tests and test
 * support may import anything; production modules may import neither.
 */

/** Tests, and what only tests use. */
const TEST = ["\\.test\\.tsx?$", "^tests/", "^vitest\\.setup\\.ts$"];

/** [rank, name, path]: the bottom first. */
const layers = [
  [0, "app/config", "^app/config/"],
  [1, "app/lib", "^app/lib/"],
  [2, "app/content", "^app/content/"],
  [3, "app/page-data", "^app/page-data/"],
  [4, "app/hooks", "^app/hooks/"],
  [5, "app/components", "^app/components/"],
  [
    6,
    "app pages (routes, document, server pages)",
    "^app/(routes/|server-pages/|root\\.tsx$|routes\\.ts$|entry\\.(server|client)\\.tsx$)",
  ],
  [7, "server configuration", "^server/(config|build-layout)\\.ts$"],
  [8, "server/auth", "^server/auth/"],
  [8, "server/headers", "^server/headers/"],
  [9, "server/store", "^server/store/"],
  [10, "server/notify", "^server/notify/"],
  [10, "server/render", "^server/render/"],
  [10, "server/static", "^server/static/"],
  [10, "server/insights", "^server/insights/"],
  [10, "server/uploads", "^server/uploads/"],
  [11, "server/form", "^server/form/"],
  [11, "server/digest", "^server/digest/"],
  [11, "server/publish", "^server/publish/"],
  [12, "server/inbox", "^server/inbox/"],
  [12, "server/housekeeping", "^server/housekeeping/"],
  [13, "server/editor", "^server/editor/"],
  [14, "server/http", "^server/http/"],
  [15, "server/cli", "^server/cli/"],
  [16, "server entry and composition root", "^server/(main|start-server)\\.ts$"],
];

const layerRules = layers.flatMap(([rank, name, path]) => {
  const above = layers.filter(([other]) => other > rank).map(([, , otherPath]) => otherPath);
  const siblings = layers
    .filter(([other, otherName]) => other === rank && otherName !== name)
    .map(([, , otherPath]) => otherPath);
  return [
    ...(above.length === 0
      ? []
      : [
          {
            name: "layer-order",
            comment: `${name} is imported by the layers above it and imports only those below: see .dependency-cruiser.cjs`,
            severity: "error",
            from: { path, pathNot: TEST },
            to: { path: above },
          },
        ]),
    ...(siblings.length === 0
      ? []
      : [
          {
            name: "layer-siblings",
            comment: `${name} and the other layers of its rank are independent of each other`,
            severity: "error",
            from: { path, pathNot: TEST },
            to: { path: siblings },
          },
        ]),
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A cycle makes two modules one: neither can be read, tested or moved without the other.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: "app-not-to-server",
      comment: "The site is built and prerendered without the server: app/ never imports server/.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "layer-unassigned",
      comment:
        "Every module of app/ and server/ sits in a layer: a new folder gets its place in the list above (and a README).",
      severity: "error",
      from: {
        path: "^(app|server)/",
        pathNot: [...TEST, ...layers.map(([, , path]) => path), "^app/(assets|styles)/"],
      },
      to: {},
    },
    {
      name: "no-production-to-tests",
      comment: "Production code never imports tests or test support: a deployment ships without them.",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: "no-production-to-scripts",
      comment: "scripts/ holds build steps and tools; the site and the server never import them.",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: TEST },
      to: { path: "^scripts/" },
    },
    {
      name: "server-not-to-components",
      comment:
        "The server reads the app's config, rules, copy and server-page contracts; it never imports a React component (.tsx) or a page's parts.",
      severity: "error",
      from: { path: "^server/", pathNot: TEST },
      to: { path: ["\\.tsx$", "^app/(components|hooks|page-data|routes)/"] },
    },
  ],
  options: {
    includeOnly: "^(app|server|scripts|tests)/|^[^/]+\\.config\\.ts$|^vitest\\.setup\\.ts$",
    exclude: { path: "^app/\\+types/|\\.react-router/" },
    doNotFollow: { path: "node_modules" },
    // Type-only imports are dependencies too: a type from a higher layer ties the two as surely as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".d.ts"],
    },
  },
};

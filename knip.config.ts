import type { KnipConfig } from "knip";

// knip finds files, exports and dependencies nothing uses. Its plugins read package.json's scripts,
// Vite, Vitest, Playwright and React Router; what they cannot see is named here with the reason.
export default {
  entry: [
    // Built by their own Vite configs (vite.server-pages.config.ts, vite.inbox-script.config.ts).
    "app/server-pages/render.tsx",
    "app/server-pages/inbox/passkeys.client.ts",
    // Run by path from other scripts, the CI and the team's instructions.
    "scripts/**/*.{ts,cts}",
    "tests/**/*.ts",
    // Loaded by the migrator from their folder, not imported.
    "server/store/migrations/*.ts",
  ],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "scripts/**/*.{ts,cts}", "tests/**/*.ts"],
  ignoreDependencies: [
    // Pinned to the same version as react-router and @react-router/dev, which expect it beside them.
    "@react-router/node",
    // The sources of the font subsets, read by scripts/assets/subset-font.py, not imported.
    "@fontsource-variable/inter",
    "@fontsource-variable/noto-sans-arabic",
  ],
  // System programs the scripts run, installed from Debian, not npm.
  ignoreBinaries: ["java", "wrk"],
  ignoreIssues: {
    // Named for the server's answer pages, default for the root's lazy import (React.lazy wants one).
    "app/components/site-frame.tsx": ["duplicates"],
  },
} satisfies KnipConfig;

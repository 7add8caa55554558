// The linter: typescript-eslint's strict rules, the rules of hooks, and jsx-a11y's strict
// accessibility rules for JSX. Layout is Prettier's job, so no stylistic rules here.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A leading underscore says "deliberately unused": a parameter a signature requires, or a
      // property taken out of an object so the rest can be passed on.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // A box that scrolls a wide table is a named region a keyboard must reach to scroll it (axe's
      // scrollable-region-focusable), so regions, like tab panels, may take focus.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    files: ["**/*.cts"],
    rules: {
      // CommonJS files load modules with require(): Node runs TypeScript by stripping types, and
      // `import x = require()` is not a type it can strip.
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    rules: {
      // Playwright reads a test's fixtures from its first parameter: `async ({}, testInfo)` is how a
      // test that needs none reaches the second.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
);

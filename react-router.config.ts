import type { Config } from "@react-router/dev/config";
import { articlePagePaths, prerenderPaths } from "./app/lib/prerender-paths.ts";
import { buildTime, readArticles } from "./scripts/build/read-articles.ts";
import { contentDir } from "./scripts/build/vite-site-content.ts";
import { BUILD_DIR } from "./server/build-layout.ts";

export default {
  ssr: false,
  // React Router writes the static site into `<buildDirectory>/client`, which is build-layout's STATIC_DIR.
  buildDirectory: BUILD_DIR,
  // The articles due at the build's time (BUILD_TIME, set once by scripts/build/build.ts), as the pages get them.
  prerender: () => [
    ...prerenderPaths,
    ...articlePagePaths(readArticles(contentDir(), buildTime()).published.map(({ article }) => article)),
  ],
} satisfies Config;

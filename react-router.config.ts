import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";
import { BUILD_DIR } from "./server/build-layout.ts";

export default {
  ssr: false,
  // React Router writes the static site into `<buildDirectory>/client`, which is build-layout's STATIC_DIR.
  buildDirectory: BUILD_DIR,
  prerender: [...prerenderPaths],
} satisfies Config;

import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";

export default {
  ssr: false,
  prerender: [...prerenderPaths],
} satisfies Config;

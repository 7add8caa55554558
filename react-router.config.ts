import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/pages.ts";

export default {
  ssr: false,
  prerender: [...prerenderPaths],
} satisfies Config;

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_NAME?: string;
  readonly SITE_EMAIL?: string;
  readonly SITE_URL?: string;
  readonly SITE_LINKEDIN_URL?: string;
  readonly SITE_FLAG_URL?: string;
}

/** The year the site was built, fixed at build time (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

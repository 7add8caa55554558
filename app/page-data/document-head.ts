import faviconSvg from "~/assets/brand/favicon.svg";
import arabicFont from "~/assets/fonts/noto-sans-arabic-subset.woff2?url";
import interFont from "~/assets/fonts/inter-subset.woff2?url";
import type { LinkDescriptor } from "react-router";
import type { Localised } from "~/config/locales";

/**
 * What every page's head links, prerendered or rendered by the server
 * (app/server-pages): the fonts each language preloads, as its first paint
 * sets them (Arabic pages name the brand and email in Inter), and the icons
 * (the web app manifest is linked after hydration: app/components/web-manifest-link.tsx).
 */
export const fontsFor: Localised<readonly string[]> = { en: [interFont], ar: [arabicFont, interFont] };

export function siteLinks(): LinkDescriptor[] {
  return [
    // Inlined by Vite as a data URI: a favicon fetched after load delayed LCP in the lab.
    { rel: "icon", href: faviconSvg, type: "image/svg+xml" },
    { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ];
}

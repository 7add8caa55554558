import faviconSvg from "./assets/brand/favicon.svg";
import arabicFont from "./assets/fonts/noto-sans-arabic-subset.woff2?url";
import interFont from "./assets/fonts/inter-subset.woff2?url";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { MAIN_ID, SiteFrame } from "./components/site-frame";
import { ButtonLink } from "./components/ui/button";
import { Container } from "./components/ui/container";
import { localeInfo, type Localised } from "./config/locales";
import { pages } from "./config/pages";
import { site } from "./config/site";
import { siteChrome } from "./content/site-chrome";
import { useFocusOnNavigation } from "./hooks/use-focus-on-navigation";
import { useLocale } from "./hooks/use-locale";
import { markHydrated } from "./lib/hydration";
import { localeOfPath, localisedPath } from "./lib/locale-paths";
import "./styles/app.css";

/** Exported for the server's own pages (app/server-pages/render.tsx), which preload the same. */
export const fontsFor: Localised<readonly string[]> = { en: [interFont], ar: [arabicFont, interFont] };

export const links: Route.LinksFunction = () => [
  // Inlined by Vite as a data URI: a favicon fetched after load delayed LCP in the lab.
  { rel: "icon", href: faviconSvg, type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const { lang, dir } = localeInfo[locale];
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        {/* Each language preloads the fonts its first paint sets: Arabic pages name the brand and email in Inter. */}
        {fontsFor[locale].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteFrame>{children}</SiteFrame>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFocusOnNavigation(MAIN_ID);
  useEffect(markHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const copy = siteChrome[locale].errorPage;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{notFound ? copy.notFoundHeading : copy.heading}</h1>
      <p className="mt-4 text-ink-muted">{notFound ? copy.notFoundLead : copy.lead}</p>
      <div className="mt-8">
        <ButtonLink to={localisedPath(pages.home.path, locale)}>{copy.homeLink}</ButtonLink>
      </div>
    </Container>
  );
}

import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { deferredComponent } from "./components/deferred-component";
import { localeInfo } from "./config/locales";
import { markHydrated } from "./lib/hydration";
import { localeOfPath } from "./lib/locale-paths";
import { BaseMeta } from "./page-data/base-meta";
import { fontsFor, siteLinks } from "./page-data/document-head";
import "./styles/app.css";

/*
 * The icons are in the prerendered head, where the browser reads them once; React
 * leaves head nodes it does not render alone, so the page's first scripts need
 * not carry them (the SVG icon is a data URI: decision 046).
 */
export const links: Route.LinksFunction = () => (import.meta.env.SSR ? siteLinks() : []);

/*
 * The header, footer and every page's content hydrate once the page may (see
 * deferredComponent): the page's first scripts are React, React Router and
 * this shell, and the prerendered page works meanwhile.
 */
const SiteFrame = deferredComponent(() => import("./components/site-frame"));
const ErrorPage = lazy(() => import("./components/error-page"));

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const { lang, dir } = localeInfo[locale];
  return (
    <html lang={lang} dir={dir}>
      <head>
        <BaseMeta />
        <Meta />
        {fontsFor[locale].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* No fallback: a navigation to a page whose code is still coming keeps the old page on screen. */}
        <Suspense>
          <SiteFrame>{children}</SiteFrame>
        </Suspense>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(markHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}

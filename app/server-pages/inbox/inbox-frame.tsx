import type { ReactNode } from "react";
import { SkipLink } from "~/components/ui/skip-link";
import { BrandMark } from "~/components/brand-logo";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import type { HeadLink } from "../contract";
import { Document } from "../document";
import { CsrfField } from "./inbox-ui";
import type { Viewer } from "./views";

const copy = inboxCopy;
const MAIN_ID = "main";

export type InboxSection = "leads" | "insights" | "site" | "people" | "account";

/** The sections, and who sees each: the site's editor for accounts with its right, People for owners. */
const sections: readonly { id: InboxSection; href: string; shown?: (viewer: Viewer) => boolean }[] = [
  { id: "leads", href: "/inbox" },
  { id: "insights", href: "/inbox/insights" },
  { id: "site", href: "/inbox/site", shown: (viewer) => viewer.canEdit },
  { id: "people", href: "/inbox/people", shown: (viewer) => viewer.isOwner },
  { id: "account", href: "/inbox/account" },
];

interface InboxFrameProps {
  title: string;
  headLinks: readonly HeadLink[];
  viewer: Viewer | null;
  section?: InboxSection;
  /** Scripts of the inbox's own (the passkey page's), as files: the CSP allows no inline script. */
  scripts?: readonly string[];
  /** Reload after this many seconds: a publish's progress. */
  refreshSeconds?: number;
  children: ReactNode;
}

/** Every inbox page: the brand, the inbox's sections and sign-out for a signed-in account, and the page. */
export function InboxFrame({
  title,
  headLinks,
  viewer,
  section,
  scripts = [],
  refreshSeconds,
  children,
}: InboxFrameProps) {
  return (
    <Document
      locale="en"
      title={`${title} · ${copy.product}`}
      headLinks={headLinks}
      refreshSeconds={refreshSeconds}
    >
      <SkipLink targetId={MAIN_ID}>{copy.skipLink}</SkipLink>
      <header className="border-b border-navy-800 bg-navy-900 text-white">
        {/* On a phone the brand and Sign out share the first row and the sections take the second, whole (five fit at 390 px). */}
        <Container className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 py-2 sm:py-3">
          <a
            href="/inbox"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-white focus-visible:outline-white"
          >
            <BrandMark className="size-8 shrink-0" />
            <span>
              <bdi>{site.name}</bdi> <span className="font-normal text-sand-200">{copy.product}</span>
            </span>
          </a>
          {viewer === null ? null : (
            <>
              <nav
                aria-label={copy.nav.label}
                className="order-last -mx-2 w-full sm:order-none sm:mx-0 sm:ms-auto sm:w-auto"
              >
                <ul className="flex flex-wrap gap-1">
                  {sections
                    .filter((item) => item.shown?.(viewer) ?? true)
                    .map((item) => (
                      <li key={item.id}>
                        <a
                          href={item.href}
                          aria-current={item.id === section ? "page" : undefined}
                          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-sand-100 sm:px-3 hover:bg-white/10 focus-visible:outline-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
                        >
                          {copy.nav[item.id]}
                        </a>
                      </li>
                    ))}
                </ul>
              </nav>
              <form method="post" action="/inbox/sign-out">
                <CsrfField token={viewer.csrfToken} />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-lg border border-white/30 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10 focus-visible:outline-white"
                >
                  {copy.nav.signOut}
                </button>
              </form>
            </>
          )}
        </Container>
      </header>
      {/* Visitor text may hold a word of hundreds of letters: anywhere (not break-word) also lets flex and grid items shrink to fit. */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex-1 bg-sand-50 py-8 wrap-anywhere focus:outline-none sm:py-12"
      >
        <Container>{children}</Container>
      </main>
      {scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
    </Document>
  );
}

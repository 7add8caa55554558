import { useId } from "react";
import { Link } from "react-router";
import { site } from "~/config/site";
import { pages } from "~/config/pages";
import { useLocale } from "~/hooks/use-locale";
import { localisedPath } from "~/lib/locale-paths";

/** The brand mark: a crest of dunes, drawn inline so it is always crisp. */
export function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="#0b1b33" />
      <path
        d="M6 27c5-9 10-13 15-13s8 3 13 3"
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M6 33c6-6 11-8 16-8s7 2 12 2"
        fill="none"
        stroke="#dcc8a5"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The brand as a link home, for the header and footer. */
export function BrandLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to={localisedPath(pages.home.path, useLocale())}
      className={`inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight ${tone === "dark" ? "text-navy-900" : "text-white"}`}
    >
      <BrandMark className="size-9 shrink-0" />
      {/* The brand keeps its Latin letters in every language: isolated, so Arabic text around it keeps its order. */}
      <bdi>{site.name}</bdi>
    </Link>
  );
}

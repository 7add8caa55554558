import { LegalDocumentView } from "~/components/legal-document";
import { pages } from "~/config/pages";
import { termsOfUse } from "~/content/legal";
import { pageTexts } from "~/content/page-meta";
import { legalContext } from "~/page-data/legal-context";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/terms";

/** Runs at build time: the terms reach the browser in their HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { locale, text: pageTexts[locale].terms, document: termsOfUse[locale](legalContext(locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData: { locale, text } }) => pageMeta(pages.terms, locale, text);

export default function TermsPage({ loaderData: { document } }: Route.ComponentProps) {
  return <LegalDocumentView document={document} />;
}

import { LegalDocumentView } from "~/components/legal-document";
import { pages } from "~/config/pages";
import { privacyPolicy } from "~/content/legal";
import { pageTexts } from "~/content/page-meta";
import { legalContext } from "~/page-data/legal-context";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/privacy-policy";

/** Runs at build time: the policy reaches the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { locale, text: pageTexts[locale].privacy, document: privacyPolicy[locale](legalContext(locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData: { locale, text } }) => pageMeta(pages.privacy, locale, text);

export default function PrivacyPolicyPage({ loaderData: { document } }: Route.ComponentProps) {
  return <LegalDocumentView document={document} />;
}

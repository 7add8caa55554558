import { LegalDocumentView } from "~/components/legal-document";
import { pages } from "~/config/pages";
import { site } from "~/config/site";
import { termsOfUse } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => pageMeta(pages.terms);

export default function TermsPage() {
  return <LegalDocumentView document={termsOfUse(site)} />;
}

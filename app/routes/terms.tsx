import { LegalDocumentView } from "~/components/legal-document";
import { pages } from "~/config/pages";
import { termsOfUse } from "~/content/legal";
import { useLegalContext } from "~/hooks/use-legal-context";
import { useLocale } from "~/hooks/use-locale";
import { localeOfPath } from "~/lib/locale-paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(pages.terms, localeOfPath(location.pathname));

export default function TermsPage() {
  return <LegalDocumentView document={termsOfUse[useLocale()](useLegalContext())} />;
}

import { LegalDocumentView } from "~/components/legal-document";
import { pages } from "~/config/pages";
import { privacyPolicy } from "~/content/legal";
import { useLegalContext } from "~/hooks/use-legal-context";
import { useLocale } from "~/hooks/use-locale";
import { localeOfPath } from "~/lib/locale-paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(pages.privacy, localeOfPath(location.pathname));

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy[useLocale()](useLegalContext())} />;
}

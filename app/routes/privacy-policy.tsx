import { LegalDocumentView } from "~/components/legal-document";
import { pages } from "~/config/pages";
import { site } from "~/config/site";
import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta(pages.privacy);

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy(site)} />;
}

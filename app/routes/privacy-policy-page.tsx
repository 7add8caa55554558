import { LegalDocumentView } from "~/components/legal-document";
import type { Route } from "./+types/privacy-policy";

export default function PrivacyPolicyPage({
  loaderData: { document, contactPrompt, contentsLabel },
}: Route.ComponentProps) {
  return (
    <LegalDocumentView document={document} contactPrompt={contactPrompt} contentsLabel={contentsLabel} />
  );
}

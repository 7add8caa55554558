import { LegalDocumentView } from "~/components/legal-document";
import type { Route } from "./+types/terms";

export default function TermsPage({
  loaderData: { document, contactPrompt, contentsLabel },
}: Route.ComponentProps) {
  return (
    <LegalDocumentView document={document} contactPrompt={contactPrompt} contentsLabel={contentsLabel} />
  );
}

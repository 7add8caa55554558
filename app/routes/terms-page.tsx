import { LegalDocumentView } from "~/components/legal-document";
import type { Route } from "./+types/terms";

export default function TermsPage({ loaderData: { document } }: Route.ComponentProps) {
  return <LegalDocumentView document={document} />;
}

import { LegalDocumentView } from "~/components/legal-document";
import type { Route } from "./+types/privacy-policy";

export default function PrivacyPolicyPage({ loaderData: { document } }: Route.ComponentProps) {
  return <LegalDocumentView document={document} />;
}

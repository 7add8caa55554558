import type { LegalDocument } from "~/content/legal";
import { PageHeader } from "./page-header";
import { RichTextView } from "./rich-text";
import { Container } from "./ui/container";

/** A legal page: its text in a column of reading width, starting at the edge under the page's h1. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader heading={document.heading} lead={<p>{`${document.updatedLabel} ${document.updated}`}</p>} />
      <Container className="py-16 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-lg text-ink">{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-semibold tracking-tight text-navy-900">{section.heading}</h2>
              <RichTextView text={section.body} />
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

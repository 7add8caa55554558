import type { LegalDocument } from "~/content/legal";
import { PageHeader } from "./page-header";
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
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-ink-muted">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 list-disc space-y-2 ps-6 text-ink-muted marker:text-accent-text">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

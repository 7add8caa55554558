import type { LegalDocument } from "~/content/legal";
import type { ContactPrompt } from "~/page-data/contact-details";
import { ContactBand } from "./contact-band";
import { ContactCard } from "./contact-card";
import { PageHeader } from "./page-header";
import { RichTextView } from "./rich-text";
import { TableOfContents } from "./table-of-contents";
import { Container } from "./ui/container";

/** A section's anchor, from its heading in the page's language: "Your Rights" → "your-rights". */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A legal page: its text in a column of reading width under the page's h1,
 * with a list of its sections that links to each. From lg the list stays in
 * view beside the text as it scrolls; on a phone it comes first, above the text.
 */
export function LegalDocumentView({
  document,
  contactPrompt,
  contentsLabel,
}: {
  document: LegalDocument;
  contactPrompt: ContactPrompt;
  contentsLabel: string;
}) {
  const sections = document.sections.map((section) => ({ ...section, id: anchorOf(section.heading) }));
  return (
    <>
      <PageHeader
        heading={document.heading}
        lead={<p>{`${document.updatedLabel} ${document.updated}`}</p>}
        aside={<ContactCard prompt={contactPrompt} tone="dark" />}
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents
          entries={sections.map((section) => ({ id: section.id, level: 2, text: section.heading }))}
          label={contentsLabel}
          className="self-start lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        />
        <div className="max-w-3xl">
          <p className="text-lg text-ink">{document.intro}</p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-24"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-2xl font-semibold tracking-tight text-navy-900"
              >
                {section.heading}
              </h2>
              <RichTextView text={section.body} />
            </section>
          ))}
        </div>
      </Container>
      <ContactBand prompt={contactPrompt} />
    </>
  );
}

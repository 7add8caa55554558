import type { ReactNode } from "react";
import { CircleCheck, Clock, type Icon, Mail, MapPin, MessageCircle, Phone } from "~/components/ui/icons";
import type { ContactDetail, ContactDetails } from "~/page-data/contact-details";
import { ContactForm } from "./contact-form";
import { Card } from "./ui/card";
import { Section } from "./ui/section";

interface ContactSectionProps {
  heading: string;
  lead: string;
  /** The panel's lines, worked out by the page's loader (page-data/contact-details). */
  details: ContactDetails;
  /** 1 on the contact page, where the section is the whole page. */
  headingLevel?: 1 | 2;
  /** The form, when not the empty one: the answer pages give it back with the visitor's text and what to fix. */
  form?: ReactNode;
  /** Said above the form (the answer pages' list of what to fix). */
  notice?: ReactNode;
}

const icons: Record<ContactDetail["kind"], Icon> = {
  email: Mail,
  phone: Phone,
  whatsapp: MessageCircle,
  office: MapPin,
  hours: Clock,
  response: CircleCheck,
};

function DetailValue({ detail }: { detail: ContactDetail }) {
  const [first = ""] = detail.lines;
  if (detail.href !== undefined) {
    return (
      <a
        href={detail.href}
        dir={detail.ltr ? "ltr" : undefined}
        className="break-words text-accent-text underline underline-offset-2"
      >
        {first}
      </a>
    );
  }
  return detail.lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}

/**
 * The contact form beside the ways to reach the company: one section on the
 * home, FAQ and contact pages and the form collector's answer pages. Two
 * columns from `lg` (the panel, the form at a readable width), one below.
 */
export function ContactSection({
  heading,
  lead,
  details,
  headingLevel = 2,
  form,
  notice,
}: ContactSectionProps) {
  return (
    <Section id="contact" heading={heading} lead={lead} tone="sand" headingLevel={headingLevel}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <ul
          aria-label={details.label}
          className="space-y-6 self-start rounded-2xl border border-navy-100 bg-white/60 p-6 text-ink-muted sm:p-8"
        >
          {details.items.map((detail) => {
            const Glyph = icons[detail.kind];
            return (
              <li key={detail.kind} className="flex gap-4">
                <Glyph className="mt-0.5 size-6 shrink-0 text-accent-text" strokeWidth={1.6} />
                <div className="min-w-0">
                  <p className="font-semibold text-navy-900">{detail.label}</p>
                  <p>
                    <DetailValue detail={detail} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="min-w-0">
          {notice}
          <Card>{form ?? <ContactForm />}</Card>
        </div>
      </div>
    </Section>
  );
}

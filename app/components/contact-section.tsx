import type { ReactNode } from "react";
import { Clock, type Icon, Mail, MapPin } from "~/components/ui/icons";
import type { Locale } from "~/config/locales";
import { site } from "~/config/site";
import { companyCopy } from "~/content/company";
import { contactContent } from "~/content/contact";
import { useLocale } from "~/hooks/use-locale";
import { mailtoHref } from "~/lib/mailto";
import { ContactForm } from "./contact-form";
import { Card } from "./ui/card";
import { Section } from "./ui/section";

interface ContactSectionProps {
  heading: string;
  lead: string;
}

function details(locale: Locale): readonly { icon: Icon; label: string; content: ReactNode }[] {
  const copy = contactContent[locale];
  return [
    {
      icon: Mail,
      label: copy.emailLabel,
      content: (
        <a href={mailtoHref(site.email)} dir="ltr" className="break-all text-accent-text underline underline-offset-2">
          {site.email}
        </a>
      ),
    },
    { icon: MapPin, label: copy.officeLabel, content: companyCopy[locale].locationLabel },
    { icon: Clock, label: copy.responseTimeLabel, content: copy.responseTime },
  ];
}

/** The contact form beside the ways to reach the company, as a page section. */
export function ContactSection({ heading, lead }: ContactSectionProps) {
  const locale = useLocale();
  return (
    <Section id="contact" heading={heading} lead={lead} tone="sand">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <ul className="space-y-6 text-ink-muted">
          {details(locale).map(({ icon: Glyph, label, content }) => (
            <li key={label} className="flex gap-4">
              <Glyph className="mt-0.5 size-6 shrink-0 text-accent-text" strokeWidth={1.6} />
              <div>
                <p className="font-semibold text-navy-900">{label}</p>
                <p>{content}</p>
              </div>
            </li>
          ))}
        </ul>
        <Card>
          <ContactForm />
        </Card>
      </div>
    </Section>
  );
}

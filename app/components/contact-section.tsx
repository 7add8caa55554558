import { Clock, Mail, MapPin } from "~/components/ui/icons";
import { site } from "~/config/site";
import { contactContent } from "~/content/contact";
import { ContactForm } from "./contact-form";
import { Card } from "./ui/card";
import { Section, type SectionTone } from "./ui/section";

interface ContactSectionProps {
  heading: string;
  lead: string;
  tone?: SectionTone;
  /** Show the email, office and response time beside the form. */
  details?: boolean;
}

/** The contact form beside the ways to reach the company, as a page section. */
export function ContactSection({ heading, lead, tone = "sand", details = true }: ContactSectionProps) {
  return (
    <Section id="contact" heading={heading} lead={lead} tone={tone}>
      <div className={details ? "grid gap-10 lg:grid-cols-[1fr_2fr]" : "mx-auto max-w-3xl"}>
        {details ? (
        <ul className="space-y-6 text-ink-muted">
          <li className="flex gap-4">
            <Mail className="mt-0.5 size-6 shrink-0 text-accent-text" strokeWidth={1.6} />
            <div>
              <p className="font-semibold text-navy-900">Email</p>
              <a href={`mailto:${site.email}`} className="break-all text-accent-text underline underline-offset-2">
                {site.email}
              </a>
            </div>
          </li>
          <li className="flex gap-4">
            <MapPin className="mt-0.5 size-6 shrink-0 text-accent-text" strokeWidth={1.6} />
            <div>
              <p className="font-semibold text-navy-900">Office</p>
              <p>{site.location.label}</p>
            </div>
          </li>
          <li className="flex gap-4">
            <Clock className="mt-0.5 size-6 shrink-0 text-accent-text" strokeWidth={1.6} />
            <div>
              <p className="font-semibold text-navy-900">Response time</p>
              <p>{contactContent.responseTime}</p>
            </div>
          </li>
        </ul>
        ) : null}
        <Card>
          <ContactForm />
        </Card>
      </div>
    </Section>
  );
}

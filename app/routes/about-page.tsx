import { Compass, Target } from "~/components/ui/icons";
import { ContactBand } from "~/components/contact-band";
import { ContactCard } from "~/components/contact-card";
import { PageHeader } from "~/components/page-header";
import { TeamGrid } from "~/components/team-grid";
import { Card } from "~/components/ui/card";
import { IconBadge } from "~/components/ui/icon-badge";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/about";

export default function AboutPage({
  loaderData: { copy, about: text, team: members, contactPrompt },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={text.intro}
        aside={<ContactCard prompt={contactPrompt} tone="dark" />}
      />
      <Section id="purpose" heading={copy.purposeHeading}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <IconBadge icon={Target} />
            <h3 className="mt-6 text-xl font-semibold text-navy-900">{copy.missionHeading}</h3>
            <p className="mt-3 text-ink-muted">{text.mission}</p>
          </Card>
          <Card>
            <IconBadge icon={Compass} />
            <h3 className="mt-6 text-xl font-semibold text-navy-900">{copy.visionHeading}</h3>
            <p className="mt-3 text-ink-muted">{text.vision}</p>
          </Card>
        </div>
      </Section>
      <Section id="team" heading={copy.teamHeading} lead={text.teamDescription} tone="sand">
        <TeamGrid members={members} />
      </Section>
      <ContactBand prompt={contactPrompt} />
    </>
  );
}

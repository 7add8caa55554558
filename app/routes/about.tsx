import { Compass, Target } from "~/components/ui/icons";
import { PageHeader } from "~/components/page-header";
import { TeamGrid } from "~/components/team-grid";
import { Card } from "~/components/ui/card";
import { IconBadge } from "~/components/ui/icon-badge";
import { Section } from "~/components/ui/section";
import { pages } from "~/config/pages";
import { about } from "~/content/about";
import { aboutPage } from "~/content/pages";
import { team } from "~/content/team";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageMeta(pages.about);

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={aboutPage.eyebrow} heading={aboutPage.heading} lead={about.intro} />
      <Section id="purpose" heading={aboutPage.purposeHeading}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <IconBadge icon={Target} />
            <h3 className="mt-6 text-xl font-semibold text-navy-900">{aboutPage.missionHeading}</h3>
            <p className="mt-3 text-ink-muted">{about.mission}</p>
          </Card>
          <Card>
            <IconBadge icon={Compass} />
            <h3 className="mt-6 text-xl font-semibold text-navy-900">{aboutPage.visionHeading}</h3>
            <p className="mt-3 text-ink-muted">{about.vision}</p>
          </Card>
        </div>
      </Section>
      <Section id="team" heading={aboutPage.teamHeading} lead={about.teamDescription} tone="sand">
        <TeamGrid members={team} />
      </Section>
    </>
  );
}

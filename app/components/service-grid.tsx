import {
  BriefcaseBusiness,
  ChartNoAxesCombined,
  Check,
  CodeXml,
  ShieldCheck,
  type Icon,
} from "~/components/ui/icons";
import type { Service, ServiceId } from "~/content/services";
import { Card } from "./ui/card";
import { cardGrid } from "./ui/card-grid";
import { IconBadge } from "./ui/icon-badge";

const icons: Readonly<Record<ServiceId, Icon>> = {
  "business-consulting": BriefcaseBusiness,
  "cyber-security": ShieldCheck,
  "software-development": CodeXml,
  "business-analytics": ChartNoAxesCombined,
};

interface ServiceGridProps {
  services: readonly Service[];
  /** Also list each service's concrete deliverables, and give each its id as an anchor (/services#cyber-security). */
  detailed?: boolean;
  /** The articles about each service, under a heading; a service with none shows none. */
  articles?: { heading: string; byService: Readonly<Record<string, readonly ServiceArticle[]>> };
}

interface ServiceArticle {
  href: string;
  title: string;
}

export function ServiceGrid({ services, detailed = false, articles }: ServiceGridProps) {
  const grid = cardGrid(services.length, detailed ? { sm: 2 } : { sm: 2, lg: 4 });
  return (
    <ul data-card-grid className={`gap-6 ${grid.list}`}>
      {services.map((service) => (
        <li
          key={service.id}
          id={detailed ? service.id : undefined}
          className={`flex scroll-mt-24 ${grid.item}`}
        >
          <Card className="flex w-full flex-col">
            <IconBadge icon={icons[service.id]} />
            <h3 className="mt-6 text-xl font-semibold text-navy-900">{service.title}</h3>
            <p className="mt-3 text-ink-muted">{service.description}</p>
            {detailed ? (
              <ul className="mt-6 space-y-2 border-t border-navy-100 pt-6">
                {service.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-3 text-ink">
                    <Check className="mt-1 size-4 shrink-0 text-accent-text" strokeWidth={2.2} />
                    {highlight}
                  </li>
                ))}
              </ul>
            ) : null}
            <ServiceArticles service={service} articles={articles} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ServiceArticles({
  service,
  articles,
}: {
  service: Service;
  articles: ServiceGridProps["articles"];
}) {
  const list = articles?.byService[service.id] ?? [];
  if (articles === undefined || list.length === 0) return null;
  const headingId = `${service.id}-articles`;
  return (
    <div className="mt-6 border-t border-navy-100 pt-6">
      <h4 id={headingId} className="text-sm font-semibold tracking-wider text-ink-muted uppercase">
        {articles.heading}
      </h4>
      <ul aria-labelledby={headingId} className="mt-3 space-y-2">
        {list.map((article) => (
          <li key={article.href}>
            <a href={article.href} className="text-accent-text underline underline-offset-2">
              {article.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

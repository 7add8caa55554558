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
import { IconBadge } from "./ui/icon-badge";

const icons: Readonly<Record<ServiceId, Icon>> = {
  "business-consulting": BriefcaseBusiness,
  "cyber-security": ShieldCheck,
  "software-development": CodeXml,
  "business-analytics": ChartNoAxesCombined,
};

interface ServiceGridProps {
  services: readonly Service[];
  /** Also list each service's concrete deliverables. */
  detailed?: boolean;
}

export function ServiceGrid({ services, detailed = false }: ServiceGridProps) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${detailed ? "" : "lg:grid-cols-4"}`}>
      {services.map((service) => (
        <li key={service.id} className="flex">
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
          </Card>
        </li>
      ))}
    </ul>
  );
}

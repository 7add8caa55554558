import { Mail, MapPin } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerNavigation, footerResources, type NavItem } from "~/page-data/navigation";
import { site } from "~/config/site";
import { companyCopy } from "~/content/company";
import { siteChrome } from "~/content/site-chrome";
import { useCurrentYear } from "~/hooks/use-current-year";
import { useLocale } from "~/hooks/use-locale";
import { mailtoHref } from "~/lib/mailto";
import { BrandLogo } from "./brand-logo";
import { LinkedInIcon } from "./linkedin-icon";
import { Container } from "./ui/container";

const linkClass = "rounded text-navy-100 transition-colors hover:text-white motion-reduce:transition-none";

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-sand-200 uppercase">{heading}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function LinkList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  const locale = useLocale();
  const copy = siteChrome[locale].footer;
  const company = companyCopy[locale];
  return (
    <footer className="bg-navy-950 text-navy-100">
      <Container className="py-14 sm:py-16">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1.3fr]">
          <div>
            <BrandLogo tone="light" />
            <p className="mt-4 max-w-xs text-navy-100">{company.tagline}</p>
            <a
              href={site.professionalNetwork.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={copy.networkLinkLabel(site.name, site.professionalNetwork.label)}
              className="mt-6 inline-flex size-11 items-center justify-center rounded-lg bg-white/10 text-white transition-colors hover:bg-white/20 motion-reduce:transition-none"
            >
              <LinkedInIcon className="size-5" />
            </a>
          </div>
          <FooterColumn heading={copy.navigationHeading}>
            <LinkList items={footerNavigation(locale)} />
          </FooterColumn>
          <FooterColumn heading={copy.resourcesHeading}>
            <LinkList items={footerResources(locale)} />
          </FooterColumn>
          <FooterColumn heading={copy.contactHeading}>
            <ul className="space-y-3">
              <li className="flex items-start gap-3">
                <Mail className="mt-1 size-5 shrink-0 text-sand-300" strokeWidth={1.6} />
                <a href={mailtoHref(company.email)} dir="ltr" className={`${linkClass} break-all`}>
                  {company.email}
                </a>
              </li>
              <li className="flex items-start gap-3">
                <MapPin className="mt-1 size-5 shrink-0 text-sand-300" strokeWidth={1.6} />
                <span>{company.locationLabel}</span>
              </li>
            </ul>
          </FooterColumn>
        </div>
        <p className="mt-12 border-t border-white/10 pt-8 text-sm text-navy-200">
          © {year} <bdi>{site.name}</bdi>. {copy.rightsReserved}
        </p>
      </Container>
    </footer>
  );
}

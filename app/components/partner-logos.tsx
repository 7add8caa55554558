import type { Partner } from "~/content/partners";
import { partnerLogoAlt } from "~/content/partners";
import { useLocale } from "~/hooks/use-locale";

export function PartnerLogos({ partners }: { partners: readonly Partner[] }) {
  const logoAlt = partnerLogoAlt[useLocale()];
  return (
    <ul className="grid items-center gap-6 sm:grid-cols-3">
      {partners.map((partner) => (
        <li key={partner.id} className="flex items-center justify-center rounded-2xl border border-navy-100 bg-white px-6 py-8">
          <img
            src={partner.logo.src}
            alt={logoAlt(partner.name)}
            width={partner.logo.width}
            height={partner.logo.height}
            loading="lazy"
            decoding="async"
            className="h-12 w-auto"
          />
        </li>
      ))}
    </ul>
  );
}

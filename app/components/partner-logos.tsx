import type { Partner } from "~/content/partners";

export function PartnerLogos({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className="grid items-center gap-6 sm:grid-cols-3">
      {partners.map((partner) => (
        <li key={partner.id} className="flex items-center justify-center rounded-2xl border border-navy-100 bg-white px-6 py-8">
          <img
            src={partner.logo.src}
            alt={`${partner.name} logo`}
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

import type { Partner, PartnerMark } from "~/content/partners";
import { cardGrid } from "./ui/card-grid";
import { ResponsiveImage } from "./ui/responsive-image";

/** The partners' marks, drawn on one 32-unit grid with the site's stroke and colours. */
const marks: Record<PartnerMark, readonly string[]> = {
  wing: ["M4 24 16 6l4 8 8-4-6 14Z", "M16 6l4 8-8 10"],
  cloud: ["M9 24a6 6 0 0 1-.6-11.97A8 8 0 0 1 24 11a6.5 6.5 0 0 1-1 13Z", "M12 19h9"],
  prism: ["M16 4 28 26H4Z", "M16 4v22", "M10 15h12"],
};

/**
 * The partners, each as a mark beside its name in the site's own type: one
 * style for all. A partner whose logo was uploaded is shown by its logo
 * alone, 40 pixels tall (its alt text names it): a logo carries its name.
 */
export function PartnerMarks({ partners }: { partners: readonly Partner[] }) {
  const grid = cardGrid(partners.length, { sm: 3 });
  return (
    <ul data-card-grid className={`gap-4 sm:gap-6 ${grid.list}`}>
      {partners.map((partner) => (
        <li
          key={partner.id}
          className={`flex items-center justify-center gap-3 rounded-2xl border border-navy-100 bg-white px-6 py-7 ${grid.item}`}
        >
          {partner.logo ? (
            <ResponsiveImage
              image={partner.logo}
              purpose="partner-logo"
              className="block h-10 w-auto max-w-40"
            />
          ) : (
            <DrawnMark partner={partner} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A partner drawn by the site: its mark from the set beside its name. */
function DrawnMark({ partner }: { partner: Partner }) {
  return (
    <>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-9 shrink-0 text-navy-700">
        {marks[partner.mark].map((d, index) => (
          <path
            key={d}
            d={d}
            fill={index === 0 ? "currentColor" : "none"}
            fillOpacity={index === 0 ? 0.12 : undefined}
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
      </svg>
      <span dir="ltr" className="text-lg font-semibold tracking-tight text-navy-900">
        {partner.name}
      </span>
    </>
  );
}

import { ShieldCheck } from "~/components/ui/icons";
import type { Certification } from "~/content/proof-of-work";
import { cardGrid } from "./ui/card-grid";

/** The certifications the team holds, each with the field it covers; on the dark band of the selected work. */
export function CertificationList({
  heading,
  lead,
  certifications,
}: {
  heading: string;
  lead: string;
  certifications: readonly Certification[];
}) {
  const grid = cardGrid(certifications.length, { sm: 2, lg: 3 });
  return (
    <div className="mt-16">
      <h3 className="text-2xl font-semibold text-white">{heading}</h3>
      <p className="mt-2 text-navy-100">{lead}</p>
      <ul data-card-grid className={`mt-6 gap-4 ${grid.list}`}>
        {certifications.map((certification) => (
          <li
            key={certification.id}
            className={`flex gap-3 rounded-xl border border-navy-100 bg-white px-5 py-4 ${grid.item}`}
          >
            <ShieldCheck className="mt-0.5 size-6 shrink-0 text-accent-text" strokeWidth={1.6} />
            <div className="min-w-0">
              <p dir="ltr" className="font-semibold text-navy-900 rtl:text-right">
                {certification.name}
              </p>
              <p className="text-sm text-ink-muted">{certification.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

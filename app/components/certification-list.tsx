import { ShieldCheck } from "~/components/ui/icons";
import type { Certification } from "~/content/proof-of-work";

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
  return (
    <div className="mt-16">
      <h3 className="text-2xl font-semibold text-white">{heading}</h3>
      <p className="mt-2 text-navy-100">{lead}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {certifications.map((certification) => (
          <li
            key={certification.id}
            className="flex gap-3 rounded-xl border border-navy-100 bg-white px-5 py-4"
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

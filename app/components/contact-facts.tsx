import type { ContactDetail } from "~/page-data/contact-details";

/** When the company answers (its response time and office hours), as the second column of a dark page header. */
export function ContactFacts({ facts }: { facts: readonly ContactDetail[] }) {
  return (
    <dl data-contact-facts className="space-y-5 rounded-2xl border border-white/15 bg-white/5 p-6">
      {facts.map((fact) => (
        <div key={fact.kind}>
          <dt className="text-sm font-semibold tracking-wider text-sand-200 uppercase">{fact.label}</dt>
          <dd className="mt-1 text-navy-100">{fact.lines.join(" ")}</dd>
        </div>
      ))}
    </dl>
  );
}

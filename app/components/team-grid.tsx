import type { TeamMember } from "~/content/team";
import { MemberPortrait } from "./member-portrait";
import { cardGrid } from "./ui/card-grid";

/** The team, two to a row on a phone so they fit in little more than a screen, and up to five on a wide one. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  const grid = cardGrid(members.length, { base: 2, lg: 3, xl: 5 });
  return (
    <ul data-card-grid className={`gap-4 sm:gap-6 ${grid.list}`}>
      {members.map((member) => (
        <li
          key={member.id}
          className={`flex flex-col items-center rounded-2xl border border-navy-100 bg-white px-3 py-6 text-center sm:px-6 sm:py-8 ${grid.item}`}
        >
          <MemberPortrait member={member} />
          <h3 className="mt-4 text-base font-semibold text-navy-900 sm:mt-5 sm:text-lg">{member.name}</h3>
          <p className="mt-1 text-sm text-ink-muted">{member.position}</p>
        </li>
      ))}
    </ul>
  );
}

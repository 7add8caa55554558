import type { TeamMember } from "~/content/team";
import { Avatar } from "./ui/avatar";
import { ResponsiveImage } from "./ui/responsive-image";

/** The team, two to a row on a phone so the five fit in little more than a screen. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3 xl:grid-cols-5">
      {members.map((member) => (
        <li
          key={member.id}
          className="flex flex-col items-center rounded-2xl border border-navy-100 bg-white px-3 py-6 text-center sm:px-6 sm:py-8"
        >
          {member.photo ? (
            <ResponsiveImage
              image={member.photo}
              purpose="team-photo"
              className="block size-16 rounded-full object-cover ring-4 ring-sand-100 sm:size-20"
            />
          ) : (
            <Avatar name={member.name} />
          )}
          <h3 className="mt-4 text-base font-semibold text-navy-900 sm:mt-5 sm:text-lg">{member.name}</h3>
          <p className="mt-1 text-sm text-ink-muted">{member.position}</p>
        </li>
      ))}
    </ul>
  );
}

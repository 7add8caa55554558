import type { TeamMember } from "~/content/team";
import { Avatar } from "./ui/avatar";

export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {members.map((member) => (
        <li key={member.id} className="flex flex-col items-center rounded-2xl border border-navy-100 bg-white px-6 py-8 text-center">
          <Avatar name={member.name} />
          <h3 className="mt-5 text-lg font-semibold text-navy-900">{member.name}</h3>
          <p className="mt-1 text-sm text-ink-muted">{member.position}</p>
        </li>
      ))}
    </ul>
  );
}

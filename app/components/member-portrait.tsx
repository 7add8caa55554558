import type { TeamMember } from "~/content/team";
import { Avatar } from "./ui/avatar";
import { ResponsiveImage } from "./ui/responsive-image";

/** A team member's photo, or the first letter of their name until one is uploaded. */
export function MemberPortrait({
  member,
  eager = false,
}: {
  member: Pick<TeamMember, "name" | "photo">;
  /** In the page's first screen (an article's header), so not left to load on scroll. */
  eager?: boolean;
}) {
  return member.photo ? (
    <ResponsiveImage
      image={member.photo}
      purpose="team-photo"
      eager={eager}
      className="block size-16 shrink-0 rounded-full object-cover ring-4 ring-sand-100 sm:size-20"
    />
  ) : (
    <Avatar name={member.name} />
  );
}

/** Team members. Names are fictional placeholders; avatars are drawn from initials. */
export interface TeamMember {
  id: string;
  name: string;
  position: string;
}

export const team: readonly TeamMember[] = [
  { id: "layla-haddad", name: "Layla Haddad", position: "Founder & Managing Director" },
  { id: "omar-siddiqui", name: "Omar Siddiqui", position: "Head of Engineering" },
  { id: "priya-raman", name: "Priya Raman", position: "Cyber Security Lead" },
  { id: "daniel-mercer", name: "Daniel Mercer", position: "Principal Payments Architect" },
  { id: "sara-al-mansoori", name: "Sara Al Mansoori", position: "Data & Analytics Lead" },
];

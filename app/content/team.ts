import type { Localised } from "../config/locales.ts";

/** Team members. Names are fictional placeholders; each avatar is the first letter of the name. */
export interface TeamMember {
  id: string;
  name: string;
  position: string;
}

export const team: Localised<readonly TeamMember[]> = {
  en: [
    { id: "layla-haddad", name: "Layla Haddad", position: "Founder & Managing Director" },
    { id: "omar-siddiqui", name: "Omar Siddiqui", position: "Head of Engineering" },
    { id: "priya-raman", name: "Priya Raman", position: "Cyber Security Lead" },
    { id: "daniel-mercer", name: "Daniel Mercer", position: "Principal Payments Architect" },
    { id: "sara-al-mansoori", name: "Sara Al Mansoori", position: "Data & Analytics Lead" },
  ],
  ar: [
    { id: "layla-haddad", name: "ليلى حداد", position: "المؤسِّسة والمديرة العامة" },
    { id: "omar-siddiqui", name: "عمر صديقي", position: "رئيس قسم الهندسة" },
    { id: "priya-raman", name: "بريا رامان", position: "قائدة فريق الأمن السيبراني" },
    { id: "daniel-mercer", name: "دانيال ميرسر", position: "كبير معماريي أنظمة الدفع" },
    { id: "sara-al-mansoori", name: "سارة المنصوري", position: "قائدة فريق البيانات والتحليلات" },
  ],
};

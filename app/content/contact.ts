import type { Localised } from "../config/locales.ts";

export interface ContactContent {
  emailLabel: string;
  officeLabel: string;
  responseTimeLabel: string;
  responseTime: string;
  pageHeading: string;
  pageLead: string;
}

export const contactContent: Localised<ContactContent> = {
  en: {
    emailLabel: "Email",
    officeLabel: "Office",
    responseTimeLabel: "Response time",
    responseTime: "Within one business day",
    pageHeading: "Contact Us",
    pageLead: "Tell us about your project, your timeline and what success looks like. A senior consultant replies within one business day.",
  },
  ar: {
    emailLabel: "البريد الإلكتروني",
    officeLabel: "المكتب",
    responseTimeLabel: "مدة الرد",
    responseTime: "خلال يوم عمل واحد",
    pageHeading: "تواصل معنا",
    pageLead: "حدثنا عن مشروعك وجدولك الزمني وما يعنيه النجاح بالنسبة إليك. يرد عليك أحد كبار مستشارينا خلال يوم عمل واحد.",
  },
};

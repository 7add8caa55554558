import type { Localised } from "../config/locales.ts";

/** The contact section's words: its panel of ways to reach the company, and the contact page's heading. */
export interface ContactContent {
  /** The name of the panel's list, for assistive technology. */
  panelLabel: string;
  emailLabel: string;
  phoneLabel: string;
  whatsappLabel: string;
  /** The WhatsApp link's text, before the number. */
  whatsappLink: string;
  officeLabel: string;
  /** The office's address, a line each. */
  officeAddress: readonly string[];
  hoursLabel: string;
  hours: string;
  responseTimeLabel: string;
  responseTime: string;
  pageHeading: string;
  pageLead: string;
}

export const contactContent: Localised<ContactContent> = {
  en: {
    panelLabel: "Ways to reach us",
    emailLabel: "Email",
    phoneLabel: "Phone",
    whatsappLabel: "WhatsApp",
    whatsappLink: "Message us on WhatsApp",
    officeLabel: "Office",
    officeAddress: ["Office 1402, Dunecrest House", "Business Bay, Dubai", "United Arab Emirates"],
    hoursLabel: "Office hours",
    hours: "Monday to Friday, 9:00 to 18:00 Dubai time (GMT+4)",
    responseTimeLabel: "Response time",
    responseTime: "A senior consultant replies within one business day.",
    pageHeading: "Contact Us",
    pageLead: "Tell us about your project, your timeline and what success looks like.",
  },
  ar: {
    panelLabel: "طرق التواصل معنا",
    emailLabel: "البريد الإلكتروني",
    phoneLabel: "الهاتف",
    whatsappLabel: "واتساب",
    whatsappLink: "راسلنا عبر واتساب",
    officeLabel: "المكتب",
    officeAddress: ["مكتب 1402، مبنى دونكريست", "الخليج التجاري، دبي", "الإمارات العربية المتحدة"],
    hoursLabel: "ساعات العمل",
    hours: "من الاثنين إلى الجمعة، من 9:00 إلى 18:00 بتوقيت دبي (GMT+4)",
    responseTimeLabel: "مدة الرد",
    responseTime: "يرد عليك أحد كبار مستشارينا خلال يوم عمل واحد.",
    pageHeading: "تواصل معنا",
    pageLead: "حدِّثنا عن مشروعك وجدولك الزمني وما يعنيه النجاح بالنسبة إليك.",
  },
};

import type { Localised } from "../config/locales.ts";

export type ClientTypeId = "tech-companies" | "payment-service-providers" | "business-intelligence-firms";

export interface ClientType {
  /** Also the key of its icon in the components. */
  id: ClientTypeId;
  title: string;
  description: string;
}

export const clientTypes: Localised<readonly ClientType[]> = {
  en: [
    {
      id: "tech-companies",
      title: "Tech Companies",
      description:
        "Start-ups and scale-ups that need senior engineers, a sound architecture and a partner who knows how to launch in the region.",
    },
    {
      id: "payment-service-providers",
      title: "Payment Service Providers",
      description:
        "Acquirers, wallets and payment facilitators that need reliable integrations, secure infrastructure and audit-ready controls.",
    },
    {
      id: "business-intelligence-firms",
      title: "Business Intelligence Firms",
      description:
        "Data, research, AML and risk teams that need clean pipelines, trustworthy models and reporting regulators accept.",
    },
  ],
  ar: [
    {
      id: "tech-companies",
      title: "شركات التقنية",
      description:
        "الشركات الناشئة والشركات في مرحلة النمو التي تحتاج إلى مهندسين من ذوي الخبرة، وبنية تقنية متينة، وشريك يعرف متطلبات الإطلاق في المنطقة.",
    },
    {
      id: "payment-service-providers",
      title: "مزوّدو خدمات الدفع",
      description:
        "جهات تحصيل المدفوعات والمحافظ الرقمية وميسّرو الدفع الذين يحتاجون إلى عمليات تكامل موثوقة، وبنية تحتية آمنة، وضوابط جاهزة للتدقيق.",
    },
    {
      id: "business-intelligence-firms",
      title: "شركات ذكاء الأعمال",
      description:
        "فرق البيانات والأبحاث ومكافحة غسل الأموال وإدارة المخاطر التي تحتاج إلى مسارات بيانات سليمة، ونماذج موثوقة، وتقارير تقبلها الجهات الرقابية.",
    },
  ],
};

import type { Localised } from "../config/locales.ts";
import type { Icon } from "~/components/ui/icons";
import { Cpu, CreditCard, ScanSearch } from "~/components/ui/icons";

export interface ClientType {
  id: string;
  icon: Icon;
  title: string;
  description: string;
}

export const clientTypes: Localised<readonly ClientType[]> = {
  en: [
    {
      id: "tech-companies",
      icon: Cpu,
      title: "Tech Companies",
      description:
        "Start-ups and scale-ups that need senior engineers, a sound architecture and a partner who knows how to launch in the region.",
    },
    {
      id: "payment-service-providers",
      icon: CreditCard,
      title: "Payment Service Providers",
      description:
        "Acquirers, wallets and payment facilitators that need reliable integrations, secure infrastructure and audit-ready controls.",
    },
    {
      id: "business-intelligence-firms",
      icon: ScanSearch,
      title: "Business Intelligence Firms",
      description:
        "Data, research, AML and risk teams that need clean pipelines, trustworthy models and reporting regulators accept.",
    },
  ],
  ar: [
    {
      id: "tech-companies",
      icon: Cpu,
      title: "شركات التكنولوجيا",
      description:
        "الشركات الناشئة والشركات في مرحلة النمو التي تحتاج إلى مهندسين من ذوي الخبرة، وبنية تقنية متينة، وشريك يعرف متطلبات الإطلاق في المنطقة.",
    },
    {
      id: "payment-service-providers",
      icon: CreditCard,
      title: "مزوّدو خدمات الدفع",
      description:
        "جهات تحصيل المدفوعات والمحافظ الرقمية وميسرو الدفع الذين يحتاجون إلى عمليات تكامل موثوقة، وبنية تحتية آمنة، وضوابط جاهزة للتدقيق.",
    },
    {
      id: "business-intelligence-firms",
      icon: ScanSearch,
      title: "شركات ذكاء الأعمال",
      description:
        "فرق البيانات والأبحاث ومكافحة غسل الأموال وإدارة المخاطر التي تحتاج إلى مسارات بيانات سليمة، ونماذج موثوقة، وتقارير تقبلها الجهات الرقابية.",
    },
  ],
};

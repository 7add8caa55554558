import type { Icon } from "~/components/ui/icons";
import { BriefcaseBusiness, ChartNoAxesCombined, CodeXml, ShieldCheck } from "~/components/ui/icons";

export interface Service {
  id: string;
  icon: Icon;
  title: string;
  description: string;
  /** Concrete deliverables, shown on /services. */
  highlights: readonly string[];
}

export const services: readonly Service[] = [
  {
    id: "business-consulting",
    icon: BriefcaseBusiness,
    title: "Business Consulting",
    description:
      "Technology strategy, operating models and regulatory readiness for firms entering or scaling in the UAE and the wider GCC.",
    highlights: [
      "Market-entry and licensing roadmaps",
      "Technology due diligence",
      "Vendor selection and delivery oversight",
    ],
  },
  {
    id: "cyber-security",
    icon: ShieldCheck,
    title: "Cyber Security",
    description:
      "Security architecture, assessments and hardening for platforms that move money or hold sensitive data, aligned with PCI DSS and ISO 27001.",
    highlights: [
      "Architecture and threat-model reviews",
      "Cloud and application hardening",
      "Audit evidence and control mapping",
    ],
  },
  {
    id: "software-development",
    icon: CodeXml,
    title: "Software Development & Integration",
    description:
      "Secure, well-tested software and the integrations that tie it together: payment gateways, core banking, KYC providers and data platforms.",
    highlights: [
      "Payment and banking integrations",
      "APIs, back offices and customer portals",
      "Modernisation of legacy systems",
    ],
  },
  {
    id: "business-analytics",
    icon: ChartNoAxesCombined,
    title: "Business Analytics & Research",
    description:
      "Data pipelines, dashboards and market research that turn transaction and risk data into decisions your board can act on.",
    highlights: [
      "Data warehousing and reporting",
      "Transaction-monitoring analytics",
      "Market and competitor research",
    ],
  },
];

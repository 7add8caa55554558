import type { Icon } from "~/components/ui/icons";
import { Cpu, CreditCard, ScanSearch } from "~/components/ui/icons";

export interface ClientType {
  id: string;
  icon: Icon;
  title: string;
  description: string;
}

export const clientTypes: readonly ClientType[] = [
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
];

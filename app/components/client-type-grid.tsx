import type { ClientType, ClientTypeId } from "~/content/client-types";
import { Cpu, CreditCard, ScanSearch, type Icon } from "./ui/icons";
import { cardGrid } from "./ui/card-grid";
import { IconBadge } from "./ui/icon-badge";

const icons: Readonly<Record<ClientTypeId, Icon>> = {
  "tech-companies": Cpu,
  "payment-service-providers": CreditCard,
  "business-intelligence-firms": ScanSearch,
};

export function ClientTypeGrid({ clientTypes }: { clientTypes: readonly ClientType[] }) {
  const grid = cardGrid(clientTypes.length, { md: 3 });
  return (
    <ul data-card-grid className={`gap-6 ${grid.list}`}>
      {clientTypes.map((client) => (
        <li key={client.id} className={`rounded-2xl border border-sand-200 bg-white p-6 sm:p-8 ${grid.item}`}>
          <IconBadge icon={icons[client.id]} />
          <h3 className="mt-6 text-xl font-semibold text-navy-900">{client.title}</h3>
          <p className="mt-3 text-ink-muted">{client.description}</p>
        </li>
      ))}
    </ul>
  );
}

import type { ClientType } from "~/content/client-types";
import { IconBadge } from "./ui/icon-badge";

export function ClientTypeGrid({ clientTypes }: { clientTypes: readonly ClientType[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {clientTypes.map((client) => (
        <li key={client.id} className="rounded-2xl border border-sand-200 bg-white p-6 sm:p-8">
          <IconBadge icon={client.icon} />
          <h3 className="mt-6 text-xl font-semibold text-navy-900">{client.title}</h3>
          <p className="mt-3 text-ink-muted">{client.description}</p>
        </li>
      ))}
    </ul>
  );
}

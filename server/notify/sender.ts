import type { Channel } from "../store/schema.ts";
import type { StoredSubmission } from "../store/submission-store.ts";

/** One way of telling the company about a submission. */
export interface Sender {
  /** Resolves once delivered; throws to have the attempt retried later. Stops its work when `signal` aborts. */
  send(submission: StoredSubmission, signal: AbortSignal): Promise<void>;
  close(): void;
}

export type Senders = Partial<Record<Channel, Sender>>;

const allChannels: readonly Channel[] = ["email", "webhook"];

/** The channels that have a sender configured. */
export function channelsOf(senders: Senders): Channel[] {
  return allChannels.filter((channel) => senders[channel] !== undefined);
}

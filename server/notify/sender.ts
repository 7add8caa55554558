import type { Channel, CompanyChannel } from "../store/schema.ts";
import type { Submission } from "../../app/lib/submission.ts";

/** One delivery about a submission: telling the company, or the visitor's receipt. */
export interface Sender {
  /** Resolves once delivered; throws to have the attempt retried later. Stops its work when `signal` aborts. */
  send(submission: Submission, signal: AbortSignal): Promise<void>;
  close(): void;
}

export type Senders = Partial<Record<Channel, Sender>>;

const allChannels: readonly Channel[] = ["email", "webhook", "receipt"];

/** The channels that have a sender configured. */
export function channelsOf(senders: Senders): Channel[] {
  return allChannels.filter((channel) => senders[channel] !== undefined);
}

/** The configured channels that tell the company: every new submission gets a job for each (the receipt is queued apart). */
export function companyChannelsOf(senders: Senders): CompanyChannel[] {
  return channelsOf(senders).filter((channel): channel is CompanyChannel => channel !== "receipt");
}

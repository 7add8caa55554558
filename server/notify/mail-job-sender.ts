import type { SendMailOptions } from "nodemailer";
import type { SmtpConfig } from "../config.ts";
import type { OutboxJob } from "../store/outbox.ts";
import type { JobSender } from "./sender.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

/**
 * A mail job of its own (a reply, an assignment mail, a digest): its payload
 * names what to read, read when it is sent; `load` answers null when that is
 * gone, and `compose` null when there is nothing to say. Either sends nothing,
 * and the job is done.
 */
export function createMailJobSender<Payload, Loaded>(
  config: SmtpConfig,
  load: (payload: Payload) => Promise<Loaded | null>,
  compose: (loaded: Loaded) => SendMailOptions | null,
): JobSender {
  const transport = createSmtpTransport(config.url);
  return {
    async send(job: OutboxJob, signal: AbortSignal) {
      if (job.payload === null) return;
      const loaded = await load(JSON.parse(job.payload) as Payload);
      const mail = loaded === null ? null : compose(loaded);
      if (mail !== null) await transport.sendMail({ ...mail, signal });
    },
    close: () => transport.close(),
  };
}

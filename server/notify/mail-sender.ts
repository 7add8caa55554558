import type { SendMailOptions } from "nodemailer";
import type { OutboxJob } from "../store/outbox.ts";
import type { MailWords } from "./mail-words.ts";
import type { JobReader, Sender } from "./sender.ts";
import type { MailTransport } from "./smtp-transport.ts";

/**
 * A mail channel's sender, over the server's one SMTP transport: `read` what
 * the job names (null when it is gone), `compose` the mail (null when there is
 * nothing to say) in the words served now. Either null sends nothing, and the
 * job is done. The words are read once per send, so a publish during one
 * cannot give a mail two sets.
 */
export function createMailSender<Read>(
  transport: MailTransport,
  words: () => MailWords,
  read: JobReader<Read>,
  compose: (read: Read, words: MailWords, job: OutboxJob) => SendMailOptions | null,
): Sender {
  return {
    async send(job, signal) {
      const loaded = await read(job);
      const mail = loaded === null ? null : compose(loaded, words(), job);
      if (mail !== null) await transport.sendMail({ ...mail, signal });
    },
  };
}

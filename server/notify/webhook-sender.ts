import type { Submission } from "../../app/lib/submission.ts";
import type { Sender } from "./sender.ts";

const TIMEOUT_MS = 10_000;

export function webhookPayload(submission: Submission) {
  return {
    event: "contact.submitted",
    id: submission.id,
    createdAt: submission.createdAt,
    fullName: submission.fullName,
    email: submission.email,
    phone: submission.phone,
    message: submission.message,
    userAgent: submission.userAgent,
  };
}

/** POSTs each submission as JSON; any answer but a 2xx counts as a failure to retry. */
export function createWebhookSender(url: string): Sender {
  return {
    async send(submission, signal) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "dunecrest-form-collector" },
        body: JSON.stringify(webhookPayload(submission)),
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
        redirect: "error",
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
    close: () => {},
  };
}

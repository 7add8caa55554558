import { Webhook } from "standardwebhooks";
import type { Lead } from "../../app/lib/lead.ts";
import type { WebhookConfig } from "../config.ts";
import type { LeadIntake } from "../store/lead-intake.ts";
import { leadOfJob, type Sender } from "./sender.ts";

const TIMEOUT_MS = 10_000;

function webhookPayload(submission: Lead) {
  return {
    event: "contact.submitted",
    id: submission.id,
    createdAt: submission.createdAt,
    fullName: submission.fullName,
    email: submission.email,
    phone: submission.phone,
    message: submission.message,
    userAgent: submission.userAgent,
    // Where the lead came from; landingPage null: no counted visit matched ("unknown").
    source: submission.source,
  };
}

/**
 * The delivery's `webhook-id`: the same for every attempt and every Resend of
 * a submission's one webhook job, so a receiver can drop repeats. The arrival
 * time is in it because ids start again at 1 in a new database, and a receiver
 * that remembers ids must not drop a new lead as a repeat of an old one.
 */
function webhookId(submission: Pick<Lead, "id" | "createdAt">): string {
  return `submission_${submission.id}_${Date.parse(submission.createdAt)}`;
}

/**
 * POSTs each submission as JSON, signed per the Standard Webhooks
 * specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`:
 * HMAC-SHA256 with the configured secret); any answer but a 2xx counts as a
 * failure to retry. Each attempt is signed at its own time, as receivers
 * refuse timestamps more than five minutes off.
 */
export function createWebhookSender({ url, secret }: WebhookConfig, leads: Pick<LeadIntake, "get">): Sender {
  const signer = new Webhook(secret);
  const leadOf = leadOfJob(leads);
  return {
    async send(job, signal) {
      const submission = await leadOf(job);
      if (submission === null) return;
      const body = JSON.stringify(webhookPayload(submission));
      const id = webhookId(submission);
      const at = new Date();
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "dunecrest-form-collector",
          "webhook-id": id,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signer.sign(id, at, body),
        },
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
        redirect: "error",
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}

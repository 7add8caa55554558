import { isolate } from "../../app/lib/bidi.ts";
import { inboxLinks } from "../../app/lib/inbox-links.ts";
import { staffMailCopy } from "../../app/content/inbox/staff-mail.ts";
import type { SmtpConfig } from "../config.ts";
import type { AssignmentPayload, AssignmentToSend, LeadStore } from "../store/lead-store.ts";
import { HEADER_NAME_MAX, headerSafe } from "./mail-safety.ts";
import { payloadOfJob, type Sender } from "./sender.ts";
import { createMailSender } from "./mail-sender.ts";
import type { MailTransport } from "./smtp-transport.ts";

function assignmentSubject(assignment: AssignmentToSend): string {
  return staffMailCopy.assignment.subject(isolate(headerSafe(assignment.lead.fullName, HEADER_NAME_MAX)));
}

function assignmentText(assignment: AssignmentToSend, siteUrl: string | null): string {
  return staffMailCopy.assignment.text({
    by: assignment.byName,
    name: isolate(assignment.lead.fullName),
    id: assignment.lead.id,
    received: assignment.lead.createdAt,
    link: inboxLinks(siteUrl).lead(assignment.lead.id),
  });
}

/**
 * Tells a person a colleague gave them a lead; nothing when the lead is gone
 * or has been given to someone else since.
 */
export function createAssignmentSender(
  transport: MailTransport,
  config: SmtpConfig,
  siteUrl: string | null,
  leads: Pick<LeadStore, "assignmentToSend">,
): Sender {
  return createMailSender(
    transport,
    payloadOfJob((payload: AssignmentPayload) => leads.assignmentToSend(payload)),
    (assignment) => ({
      from: config.from,
      to: { name: headerSafe(assignment.assignee.name, HEADER_NAME_MAX), address: assignment.assignee.email },
      subject: assignmentSubject(assignment),
      text: assignmentText(assignment, siteUrl),
    }),
  );
}

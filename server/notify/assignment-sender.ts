import { isolate } from "../../app/lib/bidi.ts";
import { inboxLinks } from "../../app/lib/inbox-links.ts";
import type { SmtpConfig } from "../config.ts";
import type { AssignmentPayload, AssignmentToSend, LeadStore } from "../store/lead-store.ts";
import { HEADER_NAME_MAX, headerSafe } from "./mail-safety.ts";
import { payloadOfJob, type Sender } from "./sender.ts";
import { createMailSender } from "./mail-sender.ts";
import type { MailWords } from "./mail-words.ts";
import type { MailTransport } from "./smtp-transport.ts";

type AssignmentWords = MailWords["staff"]["assignment"];

function assignmentSubject(assignment: AssignmentToSend, words: AssignmentWords): string {
  return words.subject(isolate(headerSafe(assignment.lead.fullName, HEADER_NAME_MAX)));
}

function assignmentText(
  assignment: AssignmentToSend,
  siteUrl: string | null,
  words: AssignmentWords,
): string {
  return words.text({
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
  words: () => MailWords,
): Sender {
  return createMailSender(
    transport,
    words,
    payloadOfJob((payload: AssignmentPayload) => leads.assignmentToSend(payload)),
    (assignment, { staff }) => ({
      from: config.from,
      to: { name: headerSafe(assignment.assignee.name, HEADER_NAME_MAX), address: assignment.assignee.email },
      subject: assignmentSubject(assignment, staff.assignment),
      text: assignmentText(assignment, siteUrl, staff.assignment),
    }),
  );
}

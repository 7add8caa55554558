import { isolate } from "../../app/lib/bidi.ts";
import type { SmtpConfig } from "../config.ts";
import type { AssignmentPayload, AssignmentToSend, LeadStore } from "../store/lead-store.ts";
import { HEADER_NAME_MAX, headerSafe } from "./mail-safety.ts";
import type { JobSender } from "./sender.ts";
import { createMailJobSender } from "./mail-job-sender.ts";

export function assignmentSubject(assignment: AssignmentToSend): string {
  return `Lead for you: ${isolate(headerSafe(assignment.lead.fullName, HEADER_NAME_MAX))}`;
}

export function assignmentText(assignment: AssignmentToSend, siteUrl: string | null): string {
  return [
    `${assignment.byName} gave you the lead from ${isolate(assignment.lead.fullName)} (#${assignment.lead.id}, received ${assignment.lead.createdAt}).`,
    "It is due one business day after it arrived; the inbox shows how long is left.",
    "",
    `Open it: ${siteUrl ?? ""}/inbox/submissions/${assignment.lead.id}`,
  ].join("\n");
}

/** Tells a person a colleague gave them a lead; nothing when the lead is gone or has been given to someone else since. */
export function createAssignmentSender(config: SmtpConfig, siteUrl: string | null, leads: Pick<LeadStore, "assignmentToSend">): JobSender {
  return createMailJobSender(
    config,
    (payload: AssignmentPayload) => leads.assignmentToSend(payload),
    (assignment) => ({
      from: config.from,
      to: { name: headerSafe(assignment.assignee.name, HEADER_NAME_MAX), address: assignment.assignee.email },
      subject: assignmentSubject(assignment),
      text: assignmentText(assignment, siteUrl),
    }),
  );
}

/**
 * The words of the mails the server sends the company's own people (English;
 * see this folder's README): a new lead, a lead given to someone, the morning digest, an
 * account under attack. Each takes its values ready to print: names made safe
 * and isolated, links built (`app/lib/inbox-links.ts`) by the sender.
 */

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

interface DigestLeadLine {
  name: string;
  createdAt: string;
  link: string;
}

interface DigestOverdueLine {
  name: string;
  hours: number;
  /** Who answers it; null: nobody. */
  assignee: string | null;
  link: string;
}

interface DigestMailValues {
  recipient: string;
  since: string;
  newLeads: readonly DigestLeadLine[];
  overdue: readonly DigestOverdueLine[];
  spam: number;
  links: { overdue: string; spam: string; account: string };
}

interface SignInAlertValues {
  account: string;
  failures: number;
  windowMinutes: number;
  /** ISO 8601. */
  at: string;
  link: string;
}

export const staffMailCopy = {
  /** The company's mail about each new lead. */
  newLead: {
    subject: (name: string) => `Contact form: ${name}`,
    heading: (id: number) => `New message from the contact form (#${id}).`,
    labels: { name: "Name", email: "Email", phone: "Phone", received: "Received" },
    noPhone: "not given",
    message: "Message:",
    openInInbox: "Open it in the inbox",
    /** Without SITE_URL the link is a path: said as a place, not linked. */
    inInboxAt: (path: string) => `It is in the inbox at ${path} on the site.`,
    replyHint: "Reply to this email to answer the sender.",
  },
  /** To the person a colleague gave a lead. */
  assignment: {
    subject: (name: string) => `Lead for you: ${name}`,
    text: (values: { by: string; name: string; id: number; received: string; link: string }) =>
      [
        `${values.by} gave you the lead from ${values.name} (#${values.id}, received ${values.received}).`,
        "It is due one business day after it arrived; the inbox shows how long is left.",
        "",
        `Open it: ${values.link}`,
      ].join("\n"),
  },
  digest: {
    subject: (counts: { newLeads: number; overdue: number; spam: number }) => {
      const parts = [
        counts.newLeads > 0 ? plural(counts.newLeads, "new lead", "new leads") : null,
        counts.overdue > 0 ? `${counts.overdue} overdue` : null,
        counts.spam > 0 ? `${counts.spam} spam` : null,
      ];
      return `Inbox this morning: ${parts.filter((part) => part !== null).join(", ")}`;
    },
    text: (values: DigestMailValues) => {
      const lines = [`Good morning ${values.recipient},`, ""];
      if (values.newLeads.length > 0) {
        lines.push(`New since your last digest (${values.since}):`);
        for (const lead of values.newLeads) lines.push(`- ${lead.name}, ${lead.createdAt}: ${lead.link}`);
        lines.push("");
      }
      if (values.overdue.length > 0) {
        lines.push("Overdue (past one business day, not answered):");
        for (const lead of values.overdue) {
          const who = lead.assignee === null ? "assigned to nobody" : `assigned to ${lead.assignee}`;
          lines.push(`- ${lead.name}, overdue by ${lead.hours} h, ${who}: ${lead.link}`);
        }
        lines.push(`All overdue leads: ${values.links.overdue}`, "");
      }
      if (values.spam > 0) {
        const caught = plural(values.spam, "message was", "messages were");
        lines.push(`${caught} caught as spam: ${values.links.spam}`, "");
      }
      lines.push(`You get this each working day; turn it off on your Account page: ${values.links.account}`);
      return lines.join("\n");
    },
  },
  /** To every owner when an account's failed sign-ins pass the ceiling. */
  signInAlert: {
    subject: (account: string) => `Inbox: many failed sign-ins on ${account}`,
    text: (values: SignInAlertValues) =>
      [
        `${values.failures} sign-ins on the inbox account ${values.account} failed ` +
          `within ${values.windowMinutes} minutes, up to ${values.at}.`,
        "",
        "Someone may be guessing its password. " +
          "Browsers that have signed in to the account before still get in; " +
          "new browsers are locked out for a while, longer each time.",
        "If the attempts go on, ask whoever runs the server to reset the account (it ends every session and issues a new one-time code) and to check the audit log.",
        "",
        `Inbox: ${values.link}`,
      ].join("\n"),
  },
};

/** The staff mails' words: what a set of them must give (server/notify/mail-words.ts). */
export type StaffMailCopy = typeof staffMailCopy;

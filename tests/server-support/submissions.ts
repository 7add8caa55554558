import type { NewLead } from "../../app/lib/lead.ts";

/** A valid submission as the form handler hands it to the store; each test overrides what it is about. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    fullName: "Omar Al Mansoori",
    email: "omar@example.com",
    phone: "+971501234567",
    message: "Please call me about an AML screening project.",
    userAgent: "test-agent",
    createdAt: new Date("2026-03-01T10:00:00.000Z"),
    locale: "en",
    spamReasons: [],
    ...overrides,
  };
}

import { describe, expect, it } from "vitest";
import type { Lead } from "../../app/lib/lead.ts";
import { unknownSource } from "../../app/lib/insights.ts";
import { staffMailCopy } from "../../app/content/inbox/staff-mail.ts";
import { emailHtml, emailSubject, emailText } from "./email-sender.ts";

const words = staffMailCopy.newLead;

const submission: Lead = {
  id: 42,
  createdAt: "2026-03-01T09:30:00.000Z",
  fullName: "Layla <b>Haddad</b>",
  email: "layla@example.com",
  phone: "+971501234567",
  message: "First line <script>alert(1)</script>\nSecond & last line",
  userAgent: null,
  notificationState: "pending",
  state: "new",
  locale: "en",
  spamReasons: [],
  source: unknownSource(null),
};

describe("the notification mail", () => {
  it("names the visitor in one safe subject line", () => {
    expect(emailSubject({ ...submission, fullName: "Eve\r\nBcc: x@y" }, words)).toBe(
      "Contact form: \u2068Eve Bcc: x@y\u2069",
    );
    // 80 characters of the name, between its two isolate marks.
    expect(emailSubject({ ...submission, fullName: "x".repeat(300) }, words)).toHaveLength(
      "Contact form: ".length + 80 + 2,
    );
  });

  it("keeps every detail in the text, with the inbox link under SITE_URL or as a path", () => {
    const text = emailText(submission, "https://www.example.com", words);
    for (const detail of [
      "#42",
      submission.fullName,
      submission.email,
      "+971501234567",
      submission.createdAt,
      submission.message,
    ]) {
      expect(text).toContain(detail);
    }
    expect(text).toContain("Open it in the inbox: https://www.example.com/inbox/submissions/42");
    expect(emailText(submission, null, words)).toContain(
      "It is in the inbox at /inbox/submissions/42 on the site.",
    );
    expect(emailText({ ...submission, phone: null }, null, words)).toContain("Phone:    not given");
  });

  it("escapes the visitor's text in the HTML, keeps the message's line breaks and links the phone and the inbox", () => {
    const html = emailHtml(submission, "https://www.example.com", words);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("First line &lt;script&gt;alert(1)&lt;/script&gt;<br>\nSecond &amp; last line");
    expect(html).toContain("Layla &lt;b&gt;Haddad&lt;/b&gt;");
    expect(html).toContain('<a href="tel:+971501234567">+971501234567</a>');
    expect(html).toContain('<a href="https://www.example.com/inbox/submissions/42">');
    expect(emailHtml(submission, null, words)).toContain(
      "It is in the inbox at /inbox/submissions/42 on the site.",
    );
    expect(emailHtml({ ...submission, phone: null }, null, words)).not.toContain("tel:");
  });
});

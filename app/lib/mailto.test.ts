import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto.ts";

/** What a mail client makes of a mailto: URL (RFC 6068): the recipients and every header it would fill in. */
function read(href: string): { to: string; headers: [string, string][] } {
  const url = new URL(href);
  const [to = "", ...rest] = href.slice("mailto:".length).split("?");
  expect(rest.length).toBeLessThanOrEqual(1);
  return { to: decodeURIComponent(to), headers: [...url.searchParams] };
}

describe("mailto: links", () => {
  it("keeps an ordinary address readable, with a subject in percent-encoded UTF-8", () => {
    expect(mailtoHref("layla.haddad+leads@example.com")).toBe("mailto:layla.haddad%2Bleads@example.com");
    const href = mailtoHref("omar@example.com", { subject: "Re: عرض & سعر" });
    expect(href).toBe(`mailto:omar@example.com?subject=${encodeURIComponent("Re: عرض & سعر")}`);
    expect(read(href)).toEqual({ to: "omar@example.com", headers: [["subject", "Re: عرض & سعر"]] });
  });

  it("gives an address carrying ?bcc=…&body=… no header of its own: it stays one recipient", () => {
    const address = "lead%40acme.example?bcc=spy%40evil.example&body=hello@example.org";
    const href = mailtoHref(address, { subject: "Re: your message" });
    expect(read(href)).toEqual({ to: address, headers: [["subject", "Re: your message"]] });
    expect(href).not.toMatch(/[?&]bcc=/i);
    expect(mailtoHref("a,spy@evil.example#x@example.org")).toBe(
      "mailto:a%2Cspy@evil.example%23x@example.org",
    );
  });
});

import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { companyCopy } from "~/content/company";
import { contactContent } from "~/content/contact";
import { contactDetails } from "./contact-details";

describe("the contact panel's details", () => {
  for (const locale of locales) {
    const copy = contactContent[locale];

    it(`(${locale}) give the email, the office address, the hours and the reply promise, and no phone or WhatsApp by default`, () => {
      const details = contactDetails(locale, { ...copy, phone: "", whatsapp: "" });
      const email = companyCopy[locale].email;
      expect(details.items.map((item) => item.kind)).toEqual(["email", "office", "hours", "response"]);
      expect(details.items[0]).toMatchObject({ lines: [email], href: `mailto:${email}` });
      expect(details.items.find((item) => item.kind === "office")?.lines).toEqual(copy.officeAddress);
      expect(details.items.find((item) => item.kind === "hours")?.lines).toEqual([copy.hours]);
    });

    it(`(${locale}) add the phone and a WhatsApp link once their numbers are set`, () => {
      const details = contactDetails(locale, {
        ...copy,
        phone: " +971 4 555 0100 ",
        whatsapp: "+971 50 555 0100",
      });
      expect(details.items.map((item) => item.kind)).toEqual([
        "email",
        "phone",
        "whatsapp",
        "office",
        "hours",
        "response",
      ]);
      expect(details.items[1]).toMatchObject({
        label: copy.phoneLabel,
        lines: ["+971 4 555 0100"],
        href: "tel:+97145550100",
        ltr: true,
      });
      expect(details.items[2]).toMatchObject({
        label: copy.whatsappLabel,
        lines: [copy.whatsappLink],
        href: "https://wa.me/971505550100",
      });
    });
  }
});

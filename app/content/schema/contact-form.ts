import { group, localised, template, text } from "./fields.ts";

/** The contact form's labels and hints, on the site's form and on the form collector's answer pages. */
export const contactFormSchema = localised(
  group("Contact form", {
    fullName: text("Full name label", { max: 40 }),
    email: text("Email label", { max: 40 }),
    emailFormat: text("Email format hint (shown by the browser)", { max: 200 }),
    phone: text("Phone label", { max: 40 }),
    phoneHint: text("Phone hint", { max: 60 }),
    phoneHintWithoutScript: text("Phone hint on the answer pages", { max: 80 }),
    message: text("Message label", { max: 40 }),
    honeypot: text("Hidden field's label (for screen readers)", { max: 60 }),
    privacyNote: text("Privacy note, before the link", { max: 200 }),
    privacyLink: text("Privacy link", { max: 40 }),
    submit: text("Send button", { max: 40 }),
  }),
);

/** A message naming a limit of the form (app/lib/contact-rules.ts). */
function limitMessage(label: string) {
  return template(label, ["limit"], { max: 200, help: "{limit}: the longest allowed, “200 characters”." });
}

function message(label: string) {
  return text(label, { max: 300 });
}

/** What the form says when a field is not right, on the site's form and on the answer pages. */
export const formErrorsSchema = localised(
  group("Form errors", {
    fullNameMissing: message("Name missing"),
    fullNameTooLong: limitMessage("Name too long"),
    emailMissing: message("Email missing"),
    emailTooLong: limitMessage("Email too long"),
    emailInvalid: message("Email not valid"),
    emailUndeliverable: message("Email undeliverable"),
    phoneInvalid: template("Phone not valid", ["example"], {
      max: 200,
      help: "{example}: a phone number with its country code, +971 50 123 4567.",
    }),
    messageMissing: message("Message missing"),
    messageTooLong: limitMessage("Message too long"),
  }),
);

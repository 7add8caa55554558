/**
 * The contact form's words, shared by the site's form and the form
 * collector's answer pages, so both always read the same.
 */
export const contactFormCopy = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  phoneHint: "(optional)",
  /** Without the country select (answer pages run no script), say what to type. */
  phoneHintWithoutScript: "(optional, with country code)",
  message: "Message",
  honeypot: "Leave this field empty",
  privacyNote: "We use your details only to answer you. Read our",
  privacyLink: "Privacy Policy",
  submit: "Send message",
} as const;

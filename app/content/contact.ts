export const contactContent = {
  emailLabel: "Email",
  officeLabel: "Office",
  responseTimeLabel: "Response time",
  responseTime: "Within one business day",
  pageHeading: "Contact Us",
  pageLead: "Tell us about your project, your timeline and what success looks like. A senior consultant replies within one business day.",
} as const;

/** Headings and introductions of the inner pages. */
export const servicesPage = {
  eyebrow: "Services",
  heading: "Expertise for systems that handle money, data and risk",
  lead: "Four practices that work as one team, so strategy, security, engineering and analytics stay aligned from the first workshop to production.",
  servicesHeading: "Our Services",
  servicesLead: "Engage us for a single practice or combine them into one programme.",
  faqHeading: "Frequently asked questions",
  faqLead: "What clients most often ask before we start working together.",
} as const;

export const aboutPage = {
  eyebrow: "About us",
  heading: "A senior team for regulated technology",
  purposeHeading: "What drives us",
  missionHeading: "Our mission",
  visionHeading: "Our vision",
  teamHeading: "Our team",
} as const;

export const faqPage = {
  eyebrow: "FAQ",
  heading: "Frequently asked questions",
  lead: "How we work, what we deliver and how to get started. Can't find your answer? Send us a message below.",
  contactHeading: "Still have a question?",
  contactLead: "Ask us directly. A senior consultant will reply within one business day.",
} as const;

export const successPage = {
  heading: "Thank you, your message is on its way",
  lead: "We have received your message and a senior consultant will reply within one business day.",
  nextStepsHeading: "What happens next",
  nextSteps: [
    "We read your message and match it with the consultant best placed to help.",
    "They reply by email, usually within one business day, to arrange a short call.",
    "If there is a fit, we send a discovery proposal within a week of that call.",
  ],
  homeLink: "Back to the home page",
  servicesLink: "Explore our services",
} as const;

export const notFoundPage = {
  eyebrow: "Error 404",
  heading: "We couldn't find that page",
  lead: "The link may be out of date, or the address may have a typo. These pages may help:",
  homeLink: "Back to the home page",
} as const;

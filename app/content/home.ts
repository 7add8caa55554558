export interface HomeContent {
  hero: { eyebrow: string; heading: string; lead: string; cta: string; secondaryCta: string };
  whatWeDo: { heading: string; lead: string };
  whoWeWorkWith: { heading: string; lead: string };
  partners: { heading: string; lead: string };
  contact: { heading: string; lead: string };
}

export const home: HomeContent = {
  hero: {
    eyebrow: "IT consultancy and software house in Dubai",
    heading: "Future-proof digital solutions for regulated businesses",
    lead: "We design, build and secure the software behind payments, data and risk, so that your teams can move fast without cutting corners.",
    cta: "Get Started",
    secondaryCta: "Explore our services",
  },
  whatWeDo: {
    heading: "What We Do",
    lead: "Four disciplines, one senior team: from the first strategy workshop to systems running in production.",
  },
  whoWeWorkWith: {
    heading: "Who We Work With",
    lead: "We specialise in sectors where reliability, security and compliance are not optional.",
  },
  partners: {
    heading: "Our partners",
    lead: "We work alongside technology and payments partners across the region.",
  },
  contact: {
    heading: "Let's talk about your project",
    lead: "Tell us what you are building. A senior consultant will reply within one business day.",
  },
};

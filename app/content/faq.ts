export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** All FAQ items, in the order shown on /faq. */
export const faqItems: readonly FaqItem[] = [
  {
    id: "industries",
    question: "Which industries do you work with?",
    answer:
      "We focus on technology companies, payment service providers, business-intelligence firms and AML and risk companies. Working in a few regulated sectors lets us bring patterns that have already passed audits rather than learning on your project.",
  },
  {
    id: "engagement-models",
    question: "How do engagements usually work?",
    answer:
      "Most start with a short, fixed-price discovery of two to four weeks that ends in a written plan and estimate. From there we deliver in fixed-scope phases or as a dedicated team billed monthly, whichever suits your budget and pace.",
  },
  {
    id: "payment-integrations",
    question: "Can you integrate our platform with payment gateways and banks?",
    answer:
      "Yes. We have connected card acquirers, local and international payment gateways, open-banking APIs and core-banking systems, and we build the reconciliation and monitoring around them so that finance and operations teams can trust the numbers.",
  },
  {
    id: "security-compliance",
    question: "How do you handle security and compliance?",
    answer:
      "Security is part of every phase, not a final check. We threat-model early, review code, harden infrastructure and keep the evidence auditors ask for, aligned with PCI DSS, ISO 27001 and the UAE's data-protection law.",
  },
  {
    id: "project-timeline",
    question: "How long does a typical project take?",
    answer:
      "A focused integration or assessment often takes four to eight weeks; a new platform or a larger modernisation takes three to nine months. The discovery phase gives you a realistic timeline before you commit to the full build.",
  },
  {
    id: "existing-teams",
    question: "Do you work alongside our in-house team?",
    answer:
      "Often. We can lead delivery, embed engineers in your team or act as an independent reviewer. We document as we go and hand over knowledge so that your people can own what we build.",
  },
  {
    id: "location",
    question: "Where are you based, and do you work with clients abroad?",
    answer:
      "Our team is based in Dubai and has served clients in the UAE, the wider GCC, Europe and Asia since 2020. We meet in person in the region and work remotely with clear, scheduled communication everywhere else.",
  },
  {
    id: "after-launch",
    question: "What support do you offer after launch?",
    answer:
      "We offer support agreements with agreed response times, monitoring, security patching and a monthly allowance for improvements, so that your system keeps pace with your business and with changing regulation.",
  },
  {
    id: "getting-started",
    question: "How do we get started?",
    answer:
      "Send us a short message through the contact form. A senior consultant replies within one business day to arrange a call, and if there is a fit we send a discovery proposal within a week of that call.",
  },
];

/** How many FAQ items /services shows: the first ones of the full list. */
export const SERVICES_FAQ_COUNT = 5;

export const servicesFaqItems: readonly FaqItem[] = faqItems.slice(0, SERVICES_FAQ_COUNT);

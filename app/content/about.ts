export interface AboutContent {
  intro: string;
  mission: string;
  vision: string;
  teamDescription: string;
}

export const about: AboutContent = {
  intro:
    "We are a Dubai-based IT consultancy and software house. Since 2020 we have helped technology companies, payment service providers, business-intelligence firms and AML and risk companies build systems that are secure, compliant and ready to grow.",
  mission:
    "To give ambitious companies in regulated industries the engineering, security and data expertise of a much larger firm, with the focus and accountability of a small senior team.",
  vision:
    "A region where every business, from a two-person fintech to an established bank, can adopt new technology with confidence because it is built properly from the first line of code.",
  teamDescription:
    "Our consultants and engineers have built payment platforms, security programmes and analytics systems for banks, fintechs and data companies across the Middle East, Europe and Asia. Every engagement is led by a senior practitioner who stays with it from the first call to the handover.",
};

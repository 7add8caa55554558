/**
 * Every prerendered page: its path, its own title (null for the brand alone)
 * and its meta description. Build config and routes both read this list.
 */
export interface PageInfo {
  path: string;
  title: string | null;
  description: string;
  /** Whether search engines should index the page and the sitemap list it. */
  indexable: boolean;
  /** False for the not-found page: it answers at every unknown URL and has none of its own to share. */
  ownUrl?: false;
}

export const pages = {
  home: {
    path: "/",
    title: "Future-proof Digital Solutions",
    description:
      "Dubai IT consultancy and software house for tech companies, payment service providers, business-intelligence firms and AML and risk companies.",
    indexable: true,
  },
  services: {
    path: "/services",
    title: "Our Services",
    description:
      "Business consulting, cyber security, software development and integration, and business analytics and research for regulated companies.",
    indexable: true,
  },
  about: {
    path: "/about",
    title: "About Us",
    description:
      "Our mission, our vision and the senior team of consultants and engineers behind our work in Dubai since 2020.",
    indexable: true,
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Tell us about your project. A senior consultant replies within one business day.",
    indexable: true,
  },
  faq: {
    path: "/faq",
    title: "FAQ",
    description:
      "Answers on how we work: industries, engagement models, payment integrations, security, timelines and support.",
    indexable: true,
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "What the contact form collects, why, where it is kept, for how long, and your rights.",
    indexable: true,
  },
  terms: {
    path: "/terms",
    title: "Terms of Use",
    description: "The terms that apply when you use this website.",
    indexable: true,
  },
  success: {
    path: "/success.html",
    title: "Message sent",
    description: "Thank you for your message. Here is what happens next.",
    indexable: false,
  },
  notFound: {
    path: "/404",
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    indexable: false,
    ownUrl: false,
  },
} as const satisfies Record<string, PageInfo>;

export const prerenderPaths: readonly string[] = Object.values(pages).map((page) => page.path);

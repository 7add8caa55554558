/**
 * The words of the Insights page's articles table (issue 30, item 6).
 * English only, as the rest of the inbox (this folder's README).
 */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const articleInsightsCopy = {
  heading: "Articles",
  lead: "Which articles bring clients. An article's English and Arabic pages count together. Views are every reading of it; visitors and leads are those whose first page of the day it was. Most leads first.",
  article: "Article",
  views: "Views",
  visitors: "Visitors landing",
  leads: "Leads",
  rate: "Leads per 100 visitors",
  /** The rate's own counts, so a rate of a few visitors reads as what it is. */
  leadsFrom: (leads: number, visitors: number) =>
    `${count(leads, "lead", "leads")} from ${count(visitors, "visitor", "visitors")}`,
  /** An article the site being served no longer has: its slug is all that is known of it. */
  notServed: "Not on the site now",
  empty: "No article was read in this range.",
} as const;

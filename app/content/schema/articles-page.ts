import { group, localised, paragraph, template, text } from "./fields.ts";

/** The words around the articles: the list, its topic filter, an article's page and the services' links to them. */
export const articlesPageSchema = localised(
  group("Articles pages", {
    eyebrow: text("Eyebrow above the list's heading", { max: 40 }),
    heading: text("List's heading", { max: 100 }),
    lead: paragraph("List's lead", { max: 400 }),
    topicHeading: template("Heading of one topic's list", ["topic"], {
      max: 100,
      help: "{topic}: the topic's name.",
    }),
    topicDescription: template("One topic's list: description for search engines", ["topic"], {
      max: 200,
      help: "{topic}: the topic's name.",
    }),
    topicsLabel: text("Name of the topic filter", { max: 60 }),
    allTopics: text("The filter's link to every article", { max: 40 }),
    searchLabel: text("The list's search box: label", { max: 60 }),
    searchSubmit: text("The list's search box: button", { max: 30 }),
    byAuthor: template("Author line", ["author"], { max: 80, help: "{author}: the author's name." }),
    published: text("Before the publication date", { max: 30 }),
    updated: text("Before the date of the last update", { max: 30 }),
    topicsHeading: text("An article's topics: heading", { max: 60 }),
    relatedHeading: text("Related articles: heading", { max: 80 }),
    servicesHeading: text("The services an article concerns: heading", { max: 80 }),
    contactHeading: text("Contact section after an article: heading", { max: 100 }),
    contactLead: paragraph("Contact section after an article: lead", { max: 300 }),
    serviceArticles: text("On the services page: heading of a service's articles", { max: 60 }),
  }),
);

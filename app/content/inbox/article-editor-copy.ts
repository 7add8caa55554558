/**
 * The words of the articles' pages of the site editor: the list, a new
 * article and an article's form (English, like the rest of the inbox; see
 * this folder's README). No markup.
 */
import { MAX_ARTICLE_BODY, MAX_ARTICLE_SLUG } from "../schema/article-document.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const LANGUAGE = { en: "English", ar: "Arabic" } as const;

export const articleEditorCopy = {
  languages: LANGUAGE,
  /** A moment in Dubai time, as `formatDubaiTime` writes it. */
  dubaiTime: (when: string) => `${when}, Dubai time`,
  /** What each article is now, for the list and the form. */
  states: {
    draft: "Draft, not published",
    scheduled: (when: string) => `Scheduled for ${when}`,
    live: "Live",
    withdrawn: "Off the site",
    changed: "Changed, not published",
    /** What the next publish does with "take this article off the site". */
    takeOff: "Taken off the site at the next publish",
    putBack: "Back on the site at the next publish",
    putBackLater: "Back on the site at its publication time, once published",
    keepOff: "Stays off the site when published",
  },
  toReview: (count: number) => `${plural(count, "Arabic field", "Arabic fields")} to review`,
  /** The articles' line on the site page. */
  site: {
    label: "Articles",
    pages: "Articles, and each article's own page",
    unpublished: "Articles with unpublished changes:",
  },
  list: {
    title: "Articles",
    heading: "Articles",
    lead: "Write articles in English, Arabic or both, choose when each goes live, and publish them with the rest of the site. Nothing reaches visitors until you publish.",
    back: "All content",
    listHeading: "All articles, newest first",
    none: "No articles yet.",
    untitled: "no title yet",
    writtenIn: "Written in",
    noLanguage: "no language yet",
    author: "Author",
    noAuthor: "none chosen yet",
    goesLive: "Goes live",
    noTime: "no time set yet",
    discarded: "The new article's draft is thrown away: it is no longer in the list.",
  },
  create: {
    heading: "New article",
    label: "Address of the new article",
    hint: `The end of the page's address: small Latin letters (a–z), digits and single hyphens between them, up to ${MAX_ARTICLE_SLUG} characters. For example pci-dss-checklist gives /articles/pci-dss-checklist and /ar/articles/pci-dss-checklist. It cannot be changed later.`,
    submit: "Start the article",
    problemHeading: "The article was not started",
    empty: "Write the address of the new article, for example pci-dss-checklist.",
    shape:
      "Use only small Latin letters (a–z), digits and single hyphens between them, for example pci-dss-checklist.",
    long: (length: number) =>
      `The address has ${length} characters; it can have up to ${MAX_ARTICLE_SLUG}. Shorten it.`,
    taken: "An article already has this address. Choose another, or open that article from the list.",
  },
  form: {
    title: (name: string) => `Article: ${name}`,
    back: "All articles",
    address: "Address:",
    lead: "The details under “About the article” are shared by both languages; each language has its own text. Your changes are a draft until you publish.",
    save: "Save draft",
    saved: "Saved. Your changes are a draft until you publish.",
    noChange: "Nothing had changed, so nothing was saved.",
    discarded: "The draft is thrown away: the form shows the published version again.",
    discardRefused:
      "Someone saved this article after you opened it, so nothing was thrown away. The form now shows their version.",
    figureAdded: (file: string) =>
      `The figure ${file} is uploaded and in the form. Show it in the text with ![what it shows](${file} "Caption"), then save.`,
    figureRemoved: (file: string) => `The figure ${file} is taken out of the form. Save to keep the change.`,
    discardHeading: "Throw away the draft",
    discardLead:
      "Goes back to the version last published. An article that was never published is removed, with everything written in it.",
    discard: "Throw away the draft",
    about: {
      heading: "About the article",
      author: "Author",
      authorChoose: "Choose the author",
      authorHint: "A member of the team: the page shows their name, photo and position.",
      authorGone: (id: string) => `${id} (no longer on the team)`,
      topics: "Topics",
      topicsHint: "At least one. The articles page groups articles by topic.",
      services: "Services it is about",
      servicesHint:
        "Optional. The article's page links to these services, and the services page lists the article under each.",
      published: "Goes live on",
      publishedHint:
        "Date and time in Dubai. A later time schedules it: it goes live by itself then, once published.",
      example: "Example article",
      exampleHint:
        "Marks an example written to show the layout, to be replaced by the company's own. Visitors see no difference.",
      withdrawn: "Take this article off the site",
      withdrawnHint:
        "At the next publish, its pages, its place in the lists, the feeds and search are taken off the site, and its address shows “page not found”. Links to it in other articles' text are not changed: edit those too. Its text and history stay here: untick this and publish to put it back.",
    },
    languages: {
      heading: "Languages",
      en: "Written in English",
      ar: "Written in Arabic",
      hint: "At least one. A language left unticked is not on the site at all: no page in it, and no link to it from the other language. Its text below is deleted when you save.",
    },
    text: {
      heading: "Text",
      fields: {
        title: "Title",
        summary: "Summary",
        updated: "Last changed",
        body: "Text",
      },
      hints: {
        title: "Up to 140 characters.",
        summary: "Up to 320 characters. Shown under the title in lists and in search results.",
        updated: "The day this language's text last changed in substance (not for a typo).",
        body: `Up to ${MAX_ARTICLE_BODY.toLocaleString("en")} characters.`,
      },
    },
    markdown: {
      lead: "Written in Markdown: an empty line between paragraphs, and",
      /** Each: what to type, then what it makes. */
      items: [
        ["## Heading", "a heading; ### Heading for one under it"],
        ["**bold**, *italic*, [words](https://…)", "inside a paragraph"],
        ["- item or 1. item", "a list, one item a line"],
        [
          "| A | B | then | --- | --- |",
          "a table: its header row, then a line of dashes, then one row a line",
        ],
        ["```sql … ```", "code, the fence naming its language, on lines of their own"],
        ["> words", "a quotation"],
        [
          '![what it shows](figure.en.png "Caption")',
          "a figure, on a line of its own, named as in Figures below",
        ],
      ] as const,
    },
    figures: {
      heading: "Figures",
      lead: "Pictures the text shows, each named by the file name the text uses. A figure may be used by both languages, or each language may have its own.",
      none: "No figures yet.",
      preview: (file: string) => `Figure ${file}`,
      size: (width: number, height: number) => `${width} × ${height} pixels`,
      file: "File name in the text",
      remove: "Remove",
      removeNote:
        "Removing keeps your other changes in the form; it is saved only when you save. Take it out of the text too.",
      add: {
        heading: "Add a figure",
        name: "File name",
        nameHint:
          "As the text will name it, ending in .png, for example figure.en.png. Left empty, the file's own name is used. A figure of the same name is replaced.",
        file: "Image file",
        fileHint:
          "PNG, JPEG, WebP or AVIF, up to 10 MB, at least 720 pixels wide. It is kept as PNG, at its own size.",
        submit: "Upload the figure",
        note: "Your text stays in the form while the figure uploads. A file chosen here is also uploaded when you save.",
      },
    },
    problems: {
      /** A field and, for a language's, which language: "Title (Arabic)". */
      at: (label: string, language?: "en" | "ar") =>
        language === undefined ? label : `${label} (${LANGUAGE[language]})`,
      tooLong: (max: number, length: number) =>
        `up to ${max.toLocaleString("en")} characters; this has ${length.toLocaleString("en")}`,
      author: "Author: choose who wrote it",
      authorGone: "Author: the one chosen is no longer on the team; choose another",
      topics: "Topics: tick at least one",
      topicGone: "Topics: one ticked no longer exists; untick it",
      serviceGone: "Services: one ticked no longer exists; untick it",
      published: "Goes live on: choose the date and time, in Dubai time",
      updated: "choose the day its text last changed",
      languages: "Languages: tick at least one, and write the article in it",
      figureName: (file: string) =>
        `The figure's file name “${file}” can have small Latin letters, digits, hyphens and dots only, and ends in .png, for example figure.en.png.`,
      figureMissing: (file: string) =>
        `The figure ${file} is not among the uploaded images. Remove it and upload it again.`,
      figureNameNeeded: "Give the figure a file name ending in .png, for example figure.en.png.",
    },
    conflict: {
      heading: "Someone else saved this article while you were editing",
      lead: (who: string, at: string) =>
        `${who} saved it at ${at}. Nothing of yours or theirs was overwritten. These fields differ between their version and yours; your changes are still in the form.`,
      again:
        "Saving again replaces their version with what is in the form: copy anything of theirs you want to keep first.",
      theirs: "Their version",
      yours: "Your version",
      showTheirs: "Show their text",
      none: "(none)",
    },
  },
} as const;

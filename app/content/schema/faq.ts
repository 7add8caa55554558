import { fixedList, group, id, localised, paragraph, text } from "./fields.ts";

/** The nine questions of /faq (the specification's count); /services shows the first five. */
export const faqSchema = localised(
  group("FAQ", {
    items: fixedList(
      "Questions (the first five also appear on /services)",
      group("Question", {
        id: id(),
        question: text("Question", { max: 120 }),
        answer: paragraph("Answer", { max: 800 }),
      }),
      9,
      "Question",
    ),
  }),
);

import { fixedList, group, id, list, localised, paragraph, text } from "./fields.ts";

/** The four services (the specification's count); each id is also its icon's key. */
export const servicesSchema = localised(
  group("Services", {
    services: fixedList(
      "Services",
      group("Service", {
        id: id("Identifier", [
          "business-consulting",
          "cyber-security",
          "software-development",
          "business-analytics",
        ]),
        title: text("Title", { max: 60 }),
        description: paragraph("Description", { max: 300 }),
        highlights: list("Highlights (shown on /services)", text("Highlight", { max: 80 }), {
          min: 1,
          max: 5,
          itemLabel: "Highlight",
        }),
      }),
      4,
      "Service",
    ),
  }),
);

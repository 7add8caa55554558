import { fixedList, group, id, localised, paragraph, text } from "./fields.ts";

/** The three kinds of client the site addresses (the specification's count); each id is also its icon's key. */
export const clientTypesSchema = localised(
  group("Client types", {
    clientTypes: fixedList(
      "Client types",
      group("Client type", {
        id: id("Identifier", ["tech-companies", "payment-service-providers", "business-intelligence-firms"]),
        title: text("Title", { max: 60 }),
        description: paragraph("Description", { max: 300 }),
      }),
      3,
      "Client type",
    ),
  }),
);

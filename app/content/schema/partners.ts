import { fixedList, group, id, image, localised, text } from "./fields.ts";

/** The home page's three partners (the specification's count), each drawn as a mark from the site's set beside its name. */
export const partnersSchema = localised(
  group("Partners", {
    partners: fixedList(
      "Partners",
      group("Partner", {
        id: id(),
        name: text("Name", { max: 40, help: "The partner's brand, as it writes it." }),
        mark: id("Mark", ["wing", "cloud", "prism"]),
        /** Null until a logo is uploaded: the site draws the mark beside the name instead. */
        logo: image("Logo", { help: "Without a logo the site draws its own mark beside the name." }),
      }),
      3,
      "Partner",
    ),
  }),
);

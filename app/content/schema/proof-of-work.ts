import { group, id, image, list, localised, paragraph, text } from "./fields.ts";

/** The home page's case studies and the certifications the team holds. */
export const proofOfWorkSchema = localised(
  group("Proof of work", {
    heading: text("Heading", { max: 60 }),
    lead: paragraph("Lead", { max: 300 }),
    problemLabel: text("Label before the problem", { max: 40 }),
    workLabel: text("Label before the work", { max: 40 }),
    resultLabel: text("Label before the result", { max: 40 }),
    caseStudies: list(
      "Case studies",
      group("Case study", {
        id: id(),
        clientType: text("Client (kind and place, unnamed)", { max: 80 }),
        title: text("Title", { max: 80 }),
        problem: paragraph("The problem", { max: 400 }),
        work: paragraph("What we did", { max: 500 }),
        result: group("The result", {
          figure: text("Figure", { max: 12, help: "The same in every language, such as 92% or 15." }),
          measure: text("What it measures", { max: 160 }),
        }),
        /** Null until an image is uploaded: the case study shows no picture. */
        image: image("Image"),
      }),
      { min: 1, max: 6, itemLabel: "Case study" },
    ),
    certificationsHeading: text("Certifications heading", { max: 60 }),
    certificationsLead: paragraph("Certifications lead", { max: 300 }),
    certifications: list(
      "Certifications",
      group("Certification", {
        id: id(),
        name: text("Name", {
          max: 80,
          help: "The certification's own name, in Latin letters in every language.",
        }),
        body: text("Field", { max: 80 }),
      }),
      { min: 1, max: 12, itemLabel: "Certification" },
    ),
  }),
);

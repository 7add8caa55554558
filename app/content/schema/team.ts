import { fixedList, group, id, image, localised, text } from "./fields.ts";

/** A team member: the about page's grid shows five (the specification's count). */
const teamMemberSchema = group("Team member", {
  id: id(),
  name: text("Name", { max: 60 }),
  position: text("Position", { max: 80 }),
  /** Null until a photo is uploaded: the grid shows the first letter of the name instead. */
  photo: image("Photo", {
    help: "A head-and-shoulders photo; without one the first letter of the name is shown.",
  }),
});

export const teamSchema = localised(
  group("Team", { members: fixedList("Members", teamMemberSchema, 5, "Member") }),
);

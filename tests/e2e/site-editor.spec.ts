import { expect, test } from "@playwright/test";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { axeViolations } from "./support/axe";
import { signedInOwner } from "./support/inbox-account";
import { isPhone } from "./support/viewport";

/** The one of two values that is not the current one. */
const otherOf = (current: string, [first, second]: readonly [string, string]) =>
  current === first ? second : first;

test.describe("the site editor", () => {
  test("an editor changes a field in both languages, and the Arabic of the English changed is marked", async ({
    page,
  }, testInfo) => {
    // Both projects share the e2e database and its one Team draft: one project edits it.
    test.skip(!isPhone(testInfo), "edits the shared draft once, on a phone");
    await signedInOwner(page, testInfo);
    await page
      .getByRole("navigation", { name: "Inbox" })
      .getByRole("link", { name: editorCopy.section })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: editorCopy.site.heading })).toBeVisible();
    await page.getByRole("link", { name: "Team", exact: true }).click();

    const omar = page.getByRole("group", { name: "Member 2: Omar Siddiqui" });
    const position = omar.getByRole("group", { name: "Position" });
    const arabicName = omar
      .getByRole("group", { name: "Name" })
      .getByRole("textbox", { name: "Name, Arabic" });
    await expect(arabicName).toHaveAttribute("dir", "rtl");
    // The e2e database outlives a run: each run changes the values to the other of two, so a save always changes them.
    const englishPosition = position.getByRole("textbox", { name: "Position, English" });
    const newPosition = otherOf(await englishPosition.inputValue(), [
      "Chief Technology Officer",
      "Head of Engineering",
    ]);
    const newName = otherOf(await arabicName.inputValue(), ["عمر الصديقي", "عمر صديقي"]);
    await englishPosition.fill(newPosition);
    await arabicName.fill(newName);
    expect(await axeViolations(page), "the edit form").toEqual([]);
    await page.getByRole("button", { name: editorCopy.edit.save }).first().click();

    await expect(page.getByRole("status")).toHaveText(editorCopy.edit.saved);
    await expect(arabicName).toHaveValue(newName);
    const arabicPosition = position.getByRole("textbox", { name: "Position, Arabic" });
    await expect(arabicPosition).toHaveAccessibleDescription(editorCopy.edit.needsReview);
    await expect(position.getByRole("checkbox", { name: editorCopy.edit.reviewed })).not.toBeChecked();
    // The Arabic changed with its English is in step: no mark on the name.
    await expect(
      omar.getByRole("group", { name: "Name" }).getByText(editorCopy.edit.needsReview),
    ).toHaveCount(0);

    await page.getByRole("link", { name: editorCopy.edit.back }).click();
    const outOfStep = page.getByRole("region", { name: editorCopy.site.outOfStepHeading });
    await outOfStep
      .getByRole("link", { name: "Team › Members › Member 2: Omar Siddiqui › Position" })
      .click();
    await expect(page).toHaveURL(/\/inbox\/site\/team#field-ar-members-1-position$/);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { expectSameDocument, gotoHydrated, markWindow } from "./support/hydration";
import { contactContent } from "../../app/content/contact.ts";
import { contactEmail, documentTitle, pageByPath, siteLanguages } from "./support/site";
import { isPhone } from "./support/viewport";

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { paths, faqItems } = language;
    const copy = language.aboutPage;

    test.describe(paths.services, () => {
      test.beforeEach(async ({ page }) => {
        await gotoHydrated(page, paths.services);
      });

      test("presents the four services", async ({ page }) => {
        const services = page.getByRole("region", { name: language.servicesPage.servicesHeading });
        await expect(services.getByRole("heading", { level: 3 })).toHaveText([
          ...language.servicesPage.serviceTitles,
        ]);
      });

      test("has an accordion with exactly the first five FAQ items", async ({ page }) => {
        const questions = main(page).locator("details > summary");
        await expect(questions).toHaveText(faqItems.slice(0, 5).map((item) => item.question));
      });

      test(`${language.servicesPage.viewAllFaqs} goes to ${paths.faq}`, async ({ page }) => {
        const marker = await markWindow(page);
        const link = main(page).getByRole("link", { name: language.servicesPage.viewAllFaqs });
        await expect(link).toHaveAttribute("href", paths.faq);
        await link.click();
        await expect(page).toHaveURL(new URL(paths.faq, page.url()).href);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.faq)));
        await expectSameDocument(page, marker);
      });
    });

    test.describe(paths.about, () => {
      test.beforeEach(async ({ page }) => {
        await gotoHydrated(page, paths.about);
      });

      test("states the mission and the vision", async ({ page }) => {
        const mission = main(page).getByRole("heading", { name: copy.missionHeading });
        const vision = main(page).getByRole("heading", { name: copy.visionHeading });
        await expect(mission).toBeVisible();
        await expect(vision).toBeVisible();
        await expect(main(page)).toContainText(copy.mission);
        await expect(main(page)).toContainText(copy.vision);
      });

      test("describes the team and shows five members with name (h3), position and a placeholder avatar", async ({
        page,
      }) => {
        const teamSection = page.getByRole("region", { name: copy.teamHeading });
        await expect(teamSection).toContainText(copy.teamDescription);
        const members = teamSection.getByRole("listitem");
        await expect(members).toHaveCount(5);
        await expect(teamSection.getByRole("heading", { level: 3 })).toHaveText(
          copy.team.map((member) => member.name),
        );
        for (const [index, member] of (await members.all()).entries()) {
          const person = copy.team[index];
          expect(person).toBeDefined();
          await expect(member).toContainText(person?.position ?? "");
          // The avatar is drawn locally, decorative (the name is right below it).
          const avatar = member.locator('[aria-hidden="true"]').first();
          await expect(avatar).toBeVisible();
          const box = await avatar.boundingBox();
          expect(box?.width).toBeGreaterThan(32);
        }
        await expect(teamSection.locator("img")).toHaveCount(0);
      });

      test("draws each avatar as one letter or a mark, never initials that read as a word", async ({
        page,
      }) => {
        const avatars = page
          .getByRole("region", { name: copy.teamHeading })
          .getByRole("listitem")
          .locator('[aria-hidden="true"]:first-child');
        await expect(avatars).toHaveCount(5);
        for (const text of await avatars.allTextContents()) {
          const letters = [
            ...new Intl.Segmenter(language.lang, { granularity: "grapheme" }).segment(
              text.replace(/[\s\u200c]/g, ""),
            ),
          ];
          expect(letters.length, `the avatar "${text}"`).toBeLessThanOrEqual(1);
        }
      });

      test("shows the team two to a row on a phone", async ({ page }, testInfo) => {
        test.skip(!isPhone(testInfo), "the phone layout, in the phone project");
        const members = page.getByRole("region", { name: copy.teamHeading }).getByRole("listitem");
        const [first, second] = await Promise.all([
          members.nth(0).boundingBox(),
          members.nth(1).boundingBox(),
        ]);
        expect(first && second).toBeTruthy();
        expect(Math.round(first?.y ?? 0), "the first two members share a row").toBe(
          Math.round(second?.y ?? -1),
        );
      });
    });

    test.describe(paths.contact, () => {
      const words = contactContent[language.locale];

      test("shows the contact section (its h1, the form and the ways to reach the company) and nothing else", async ({
        page,
      }) => {
        await gotoHydrated(page, paths.contact);
        await expect(main(page).locator("section")).toHaveCount(1);
        const section = main(page).getByRole("region", { name: words.pageHeading });
        await expect(section.getByRole("heading", { level: 1 })).toHaveText(words.pageHeading);
        await expect(main(page).locator("form")).toHaveCount(1);
        await expect(section.locator('form[name="contact"]')).toBeVisible();
        await expect(main(page).locator("details")).toHaveCount(0);
      });

      test("its panel gives the email, the office address, the hours in Dubai time and the reply promise; no phone or WhatsApp until configured", async ({
        page,
      }) => {
        await gotoHydrated(page, paths.contact);
        const panel = main(page).getByRole("list", { name: words.panelLabel });
        await expect(panel.getByRole("link", { name: contactEmail, exact: true })).toHaveAttribute(
          "href",
          `mailto:${contactEmail}`,
        );
        for (const line of words.officeAddress) await expect(panel).toContainText(line);
        await expect(panel).toContainText(words.hours);
        await expect(panel).toContainText(words.responseTime);
        // The default build sets neither SITE_PHONE nor SITE_WHATSAPP: an invented number may be someone's.
        await expect(panel.locator('a[href^="tel:"], a[href^="https://wa.me/"]')).toHaveCount(0);
        await expect(panel).not.toContainText(words.phoneLabel);
      });

      test("sets the form beside the panel on a wide screen and below it on a phone", async ({
        page,
      }, testInfo) => {
        await gotoHydrated(page, paths.contact);
        const form = await main(page).locator('form[name="contact"]').boundingBox();
        const panel = await main(page).getByRole("list", { name: words.panelLabel }).boundingBox();
        expect(form && panel).toBeTruthy();
        if (!form || !panel) return;
        if (isPhone(testInfo))
          expect(form.y, "the form comes below the panel").toBeGreaterThan(panel.y + panel.height - 1);
        else {
          expect(Math.abs(form.y - panel.y), "the form and the panel start on one row").toBeLessThan(120);
          expect(form.width, "the form keeps a readable width").toBeLessThanOrEqual(720);
        }
      });
    });

    test.describe(paths.faq, () => {
      test("shows the nine FAQ items, then the contact form", async ({ page }) => {
        await gotoHydrated(page, paths.faq);
        const questions = main(page).locator("details > summary");
        await expect(questions).toHaveText(faqItems.map((item) => item.question));
        expect(faqItems).toHaveLength(9);
        const form = main(page).locator('form[name="contact"]');
        await expect(form).toHaveCount(1);
        const formFollowsAccordion = await questions.last().evaluate((lastQuestion) => {
          const contactForm = document.querySelector('form[name="contact"]');
          return (
            contactForm !== null &&
            Boolean(lastQuestion.compareDocumentPosition(contactForm) & Node.DOCUMENT_POSITION_FOLLOWING)
          );
        });
        expect(formFollowsAccordion).toBe(true);
      });
    });

    test.describe(paths.success, () => {
      test("thanks the visitor, with the header, the footer and a link home", async ({ page }) => {
        await gotoHydrated(page, paths.success);
        await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(language.success.heading);
        await expect(header(page)).toBeVisible();
        await expect(footer(page)).toBeVisible();
        const home = main(page).getByRole("link", { name: language.success.homeLink });
        await expect(home).toHaveAttribute("href", paths.home);
        const marker = await markWindow(page);
        await home.click();
        await expect(page).toHaveURL(new URL(paths.home, page.url()).href);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.home)));
        await expectSameDocument(page, marker);
      });
    });

    test(`${paths.success} numbers its next steps once: the badges are not part of the text`, async ({
      page,
    }) => {
      await page.goto(paths.success);
      // The card's list of steps comes first; the ways to get in touch end the page.
      const steps = main(page).getByRole("list").first().getByRole("listitem");
      expect(await steps.count()).toBeGreaterThanOrEqual(3);
      for (const text of await steps.allTextContents())
        expect(text.trim()).toMatch(language.success.stepStart);
      const badge = await steps.first().evaluate((item) => getComputedStyle(item, "::before").content);
      expect(badge).toContain("counter(step)");
    });

    for (const path of [paths.privacy, paths.terms]) {
      test(`${path} has real content: an h1, several h2 sections and paragraphs`, async ({ page }) => {
        const sitePage = pageByPath(path);
        await gotoHydrated(page, path);
        await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(sitePage.title);
        expect(await main(page).getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
        const words = await main(page).evaluate(
          (element) => (element as HTMLElement).innerText.split(/\s+/).length,
        );
        expect(words, "a real document, not a placeholder").toBeGreaterThan(150);
      });
    }

    test("the privacy policy covers what the contact form collects, why, storage, retention, recipients and rights", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.privacy);
      const text = (await main(page).innerText()).toLowerCase();
      for (const topic of language.privacy.topics) {
        expect(text, `the privacy policy mentions "${topic}"`).toContain(topic);
      }
      expect(text).toMatch(language.privacy.retention);
    });

    test.describe("not-found page", () => {
      test("answers 404 and offers links back home", async ({ page }) => {
        const response = await page.goto(language.path("/this/does/not/exist"));
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.notFound)));
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
        const homeLinks = main(page).locator(`a[href="${paths.home}"]`);
        expect(await homeLinks.count()).toBeGreaterThanOrEqual(1);
        await expect(homeLinks.first()).toBeVisible();
        await expect(header(page)).toBeVisible();
        await expect(footer(page)).toBeVisible();
      });

      test("its home link works after hydration", async ({ page }) => {
        await gotoHydrated(page, paths.notFound);
        await main(page).locator(`a[href="${paths.home}"]`).first().click();
        await expect(page).toHaveURL(new URL(paths.home, page.url()).href);
        await expect(page).toHaveTitle(documentTitle(pageByPath(paths.home)));
      });
    });
  });
}

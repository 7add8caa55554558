import { expect, it } from "vitest";
import { MIN_FILL_MS } from "../../server/form/spam-signals.ts";
import { siteLanguages, submissionFor } from "../e2e/support/site.ts";
import { storedWithMessage } from "../e2e/support/stored-submissions.ts";
import {
  fillAsAutofill,
  wholeNumbers,
  withDoubleZero,
  type WholeNumber,
} from "../e2e/support/phone-entry.ts";
import { describeInWebKit } from "./support/describe-in-webkit.ts";
import { Key } from "./support/webdriver.ts";
import { viewports, waitFor, type WebKitPage } from "./support/webkit-page.ts";

const [phone] = viewports;

/** Types into one of the contact form's fields, named by its `name`. */
async function fill(page: WebKitPage, name: string, text: string): Promise<void> {
  await page.session.type(await page.find(`form[name="contact"] [name="${name}"]`), text);
}

const PHONE = 'form[name="contact"] .PhoneInput input';

/** Scrolls the phone field into view and waits until React has hydrated it (it loads when near the viewport). */
async function readyPhoneField(page: WebKitPage): Promise<void> {
  await page.session.execute(
    `document.querySelector(arguments[0]).scrollIntoView({ block: "center" })`,
    PHONE,
  );
  await waitFor("the phone field has hydrated", () =>
    page.session.execute<boolean>(`
      const controls = Array.from(document.querySelectorAll(".PhoneInput input, .PhoneInput select"));
      return controls.length === 2 && controls.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));
    `),
  );
}

const [saudi, british] = wholeNumbers;

/** The ways a whole number reaches the phone field in WebKit, each from the field as the page shows it (+971). */
const entryWays: [string, WholeNumber, (page: WebKitPage, number: WholeNumber) => Promise<void>][] = [
  // WebDriver's Element Send Keys puts the caret at the end of the value, after the +971.
  ["typed from its +", saudi, async (page, number) => page.session.type(await page.find(PHONE), number.text)],
  [
    "typed from 00",
    british,
    async (page, number) => page.session.type(await page.find(PHONE), withDoubleZero(number.text)),
  ],
  [
    "pasted",
    british,
    async (page, number) => {
      // Copied from a field of its own with a real Ctrl+C, then pasted with a real Ctrl+V after the +971.
      await page.session.execute(
        `
        const source = document.createElement("textarea");
        source.id = "clipboard-source";
        source.value = arguments[0];
        document.body.append(source);
        source.select();
      `,
        number.text,
      );
      await page.session.chord(Key.Control, "c");
      await page.session.execute(`document.getElementById("clipboard-source").remove()`);
      await page.session.click(await page.find(PHONE));
      await page.session.press(Key.End);
      await page.session.chord(Key.Control, "v");
    },
  ],
  [
    "filled in by the browser",
    saudi,
    async (page, number) =>
      page.session.execute(
        `(${fillAsAutofill.toString()})(arguments[0], arguments[1])`,
        await page.find(PHONE),
        number.text,
      ),
  ],
];

/**
 * The contact form in WebKit: WebKit's own validation stops an empty form,
 * the collector's error page shows what was wrong, and a filled form posts
 * natively, lands on the thank-you page and is stored (not as spam); a
 * whole international number typed, pasted or filled in sets the phone
 * field's country and is stored in E.164.
 */
for (const language of siteLanguages) {
  describeInWebKit(`contact form in WebKit, ${language.name}`, (page, context) => {
    const { contact, success } = language.paths;
    const submission = submissionFor(language);
    const submit = () => page().find(`form[name="contact"] button[type="submit"]`);
    const h1 = () =>
      page().session.execute<string>(`return document.querySelector("main h1")?.textContent.trim() ?? ""`);

    it(`at ${phone.width} px on ${contact}: sent empty, WebKit keeps it on the page and marks the required fields`, async () => {
      await page().open(contact, phone);
      expect(await page().about<string>(await submit(), "element.textContent.trim()")).toBe(
        language.form.submit,
      );
      await page().session.click(await submit());
      await waitFor("the name field has focus", () =>
        page().session.execute<boolean>(`return document.activeElement?.getAttribute("name") === "fullName"`),
      );
      const missing = await page().session.execute<Record<string, boolean>>(`
        const form = document.forms.namedItem("contact");
        return Object.fromEntries(["fullName", "email", "message"].map((name) => [name, form.elements.namedItem(name).validity.valueMissing]));
      `);
      expect(missing).toEqual({ fullName: true, email: true, message: true });
      expect(await page().path(), "nothing was sent").toBe(contact);
    });

    it(`at ${phone.width} px on ${contact}: an invalid email, sent past the browser's check, comes back with the collector's errors`, async () => {
      await page().open(contact, phone);
      const message = `WebKit invalid post (${language.name}) ${Date.now()}`;
      await fill(page(), "fullName", submission.fullName);
      await fill(page(), "email", "not-an-email");
      await fill(page(), "message", message);
      // As an old browser or a script would send it.
      await page().session.execute(`document.forms.namedItem("contact").noValidate = true`);
      await page().session.click(await submit());
      await waitFor("the collector's error page has loaded", async () =>
        (await page().session.execute<string>("return document.title")).startsWith(
          language.answerPages.invalidTitle,
        ),
      );
      expect(await page().path()).toBe(success);
      expect(await h1()).toBe(language.answerPages.invalidHeading);
      const alert = await page().session.execute<string>(
        `return document.querySelector('[role="alert"]')?.textContent ?? ""`,
      );
      expect(alert).toContain(language.answerPages.errorSummaryHeading);
      expect(alert).toContain(language.answerPages.emailInvalid);
      expect(
        await storedWithMessage(message, context.dataDir),
        "an invalid message is not stored",
      ).toBeUndefined();
    });

    for (const [way, number, enter] of entryWays) {
      it(`at ${phone.width} px on ${contact}: ${number.text} ${way} sets the country to ${number.country} and is stored as ${number.e164}`, async () => {
        await page().open(contact, phone);
        await readyPhoneField(page());
        await enter(page(), number);
        const field = await page().session.execute<[string, string]>(
          `return [document.querySelector(arguments[0]).value, document.querySelector(".PhoneInput select").value]`,
          PHONE,
        );
        expect([field[0].replace(/[^\d+]/g, ""), field[1]]).toEqual([number.e164, number.country]);

        const message = `${submission.message.replace(/\n/g, " ")} (WebKit, ${way}, ${Date.now()})`;
        await fill(page(), "fullName", submission.fullName);
        await fill(page(), "email", submission.email);
        await fill(page(), "message", message);
        await page().session.click(await submit());
        await waitFor(`the thank-you page has loaded`, async () => language.success.heading.test(await h1()));
        expect((await storedWithMessage(message, context.dataDir))?.phone).toBe(number.e164);
      });
    }

    it(`at ${phone.width} px on ${contact}: a filled form lands on ${success} and is stored`, async () => {
      await page().open(contact, phone);
      // One line: the browser sends a textarea's line breaks as CRLF, which storedWithMessage would not match.
      const message = `${submission.message.replace(/\n/g, " ")} (WebKit ${Date.now()})`;
      await fill(page(), "fullName", submission.fullName);
      await fill(page(), "email", submission.email);
      await fill(page(), "message", message);
      // A form sent sooner than a person could fill it is kept as spam.
      await waitFor(
        "the page has been open longer than the spam check's minimum",
        () => page().session.execute<boolean>(`return performance.now() > ${MIN_FILL_MS}`),
        MIN_FILL_MS + 5_000,
      );
      await page().session.click(await submit());
      await waitFor(`the thank-you page has loaded`, async () => language.success.heading.test(await h1()));
      expect(await page().path()).toBe(success);
      const stored = await storedWithMessage(message, context.dataDir);
      expect(
        stored && {
          fullName: stored.fullName,
          email: stored.email,
          locale: stored.locale,
          state: stored.state,
          spamReasons: stored.spamReasons,
        },
      ).toEqual({
        fullName: submission.fullName,
        email: submission.email,
        locale: language.locale,
        state: "new",
        spamReasons: [],
      });
    });
  });
}

import { expect, it } from "vitest";
import { MIN_FILL_MS } from "../../server/form/spam-signals.ts";
import { siteLanguages, submissionFor } from "../e2e/support/site.ts";
import { storedWithMessage } from "../e2e/support/stored-submissions.ts";
import { describeInWebKit } from "./support/describe-in-webkit.ts";
import { viewports, waitFor, type WebKitPage } from "./support/webkit-page.ts";

const [phone] = viewports;

/** Types into one of the contact form's fields, named by its `name`. */
async function fill(page: WebKitPage, name: string, text: string): Promise<void> {
  await page.session.type(await page.find(`form[name="contact"] [name="${name}"]`), text);
}

/**
 * The contact form in WebKit: WebKit's own validation stops an empty form,
 * the collector's error page shows what was wrong, and a filled form posts
 * natively, lands on the thank-you page and is stored (not as spam).
 */
for (const language of siteLanguages) {
  describeInWebKit(`contact form in WebKit, ${language.name}`, (page, context) => {
    const { contact, success } = language.paths;
    const submission = submissionFor(language);
    const submit = () => page().find(`form[name="contact"] button[type="submit"]`);
    const h1 = () => page().session.execute<string>(`return document.querySelector("main h1")?.textContent.trim() ?? ""`);

    it(`at ${phone.width} px on ${contact}: sent empty, WebKit keeps it on the page and marks the required fields`, async () => {
      await page().open(contact, phone);
      expect(await page().about<string>(await submit(), "element.textContent.trim()")).toBe(language.form.submit);
      await page().session.click(await submit());
      await waitFor("the name field has focus", () => page().session.execute<boolean>(`return document.activeElement?.getAttribute("name") === "fullName"`));
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
      await waitFor("the collector's error page has loaded", async () => (await page().session.execute<string>("return document.title")).startsWith(language.answerPages.invalidTitle));
      expect(await page().path()).toBe(success);
      expect(await h1()).toBe(language.answerPages.invalidHeading);
      const alert = await page().session.execute<string>(`return document.querySelector('[role="alert"]')?.textContent ?? ""`);
      expect(alert).toContain(language.answerPages.errorSummaryHeading);
      expect(alert).toContain(language.answerPages.emailInvalid);
      expect(await storedWithMessage(message, context.dataDir), "an invalid message is not stored").toBeUndefined();
    });

    it(`at ${phone.width} px on ${contact}: a filled form lands on ${success} and is stored`, async () => {
      await page().open(contact, phone);
      // One line: the browser sends a textarea's line breaks as CRLF, which storedWithMessage would not match.
      const message = `${submission.message.replace(/\n/g, " ")} (WebKit ${Date.now()})`;
      await fill(page(), "fullName", submission.fullName);
      await fill(page(), "email", submission.email);
      await fill(page(), "message", message);
      // A form sent sooner than a person could fill it is kept as spam.
      await waitFor("the page has been open longer than the spam check's minimum", () => page().session.execute<boolean>(`return performance.now() > ${MIN_FILL_MS}`), MIN_FILL_MS + 5_000);
      await page().session.click(await submit());
      await waitFor(`the thank-you page has loaded`, async () => language.success.heading.test(await h1()));
      expect(await page().path()).toBe(success);
      const stored = await storedWithMessage(message, context.dataDir);
      expect(stored && { fullName: stored.fullName, email: stored.email, locale: stored.locale, state: stored.state, spamReasons: stored.spamReasons }).toEqual({
        fullName: submission.fullName,
        email: submission.email,
        locale: language.locale,
        state: "new",
        spamReasons: [],
      });
    });
  });
}

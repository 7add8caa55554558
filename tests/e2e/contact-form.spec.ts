import { expect, test, type Locator, type Page } from "@playwright/test";
import { arabicCountryNameCorrections } from "../../app/content/country-names.ts";
import { contactForm, expectFlag, expectThankYouPage, fillValidForm } from "./support/contact-form";
import { holdAppScripts, holdScripts } from "./support/held-scripts";
import { gotoHydrated, phoneFieldHydrated, readyPhoneField } from "./support/hydration";
import { fillAsAutofill, wholeNumbers, withDoubleZero, type WholeNumber } from "./support/phone-entry";
import { documentTitle, pageByPath, siteLanguages, submissionFor } from "./support/site";
import { storedWithMessage } from "./support/stored-submissions";

/** The ways a whole number reaches the phone field, each starting from the field as the page shows it (+971). */
const entryWays: Record<string, (page: Page, phone: Locator, number: WholeNumber) => Promise<void>> = {
  "typed from its +": async (_page, phone, number) => {
    await phone.click();
    await phone.press("End");
    await phone.pressSequentially(number.text);
  },
  "typed from 00": async (_page, phone, number) => {
    await phone.click();
    await phone.press("End");
    await phone.pressSequentially(withDoubleZero(number.text));
  },
  pasted: async (page, phone, number) => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), number.text);
    await phone.click();
    await phone.press("End");
    await phone.press("ControlOrMeta+v");
  },
  "filled in by the browser": async (_page, phone, number) => {
    await phone.evaluate(fillAsAutofill, number.text);
  },
};

/** A phone field's text without its spaces, dashes and +, as the server reads it. */
const digitsOf = (text: string) => text.replace(/\D/g, "");

type ValidityFlag = "valueMissing" | "typeMismatch" | "patternMismatch" | "valid";

/** One of the browser's own validity flags of a control. */
function validity(control: Locator, flag: ValidityFlag): Promise<boolean> {
  return control.evaluate((element, name) => (element as HTMLInputElement).validity[name], flag);
}

for (const language of siteLanguages) {
  test.describe(language.name, () => {
    const { formPages, paths } = language;
    const validLead = submissionFor(language);

    test(`what a visitor types on ${paths.contact} before the app hydrates stays in the form`, async ({
      page,
    }) => {
      const scripts = await holdAppScripts(page);
      await page.goto(paths.contact);
      const form = contactForm(page, language);
      await form.fullName.fill(validLead.fullName);
      await form.email.fill(validLead.email);
      await form.message.fill(validLead.message);
      await form.phone.click();
      await form.phone.press("End");
      await form.phone.pressSequentially(validLead.phoneDigits);

      await scripts.release();
      await expect.poll(() => phoneFieldHydrated(page)).toBe(true);
      await expect(form.fullName).toHaveValue(validLead.fullName);
      await expect(form.email).toHaveValue(validLead.email);
      await expect(form.message).toHaveValue(validLead.message);
      expect(digitsOf(await form.phone.inputValue())).toBe(`971${validLead.phoneDigits}`);
    });

    /**
     * From the home page to the contact page client-side, the phone field's code held back, as a slow
     * network delivers it after the visitor has started typing in its stand-in.
     */
    async function toContactWithFieldCodeHeld(page: Page) {
      await gotoHydrated(page, paths.home);
      const fieldCode = await holdScripts(page, "**/assets/phone-input-*.js");
      const menuToggle = page.getByRole("button", { name: language.header.menuToggle, exact: true });
      if (await menuToggle.isVisible()) await menuToggle.click();
      await page
        .getByRole("navigation", { name: language.header.navigationLabel })
        .locator(`a[href="${paths.contact}"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
      // The home page has a form too: until the contact page has replaced it, a fill could reach that one.
      await expect(page).toHaveTitle(documentTitle(pageByPath(paths.contact)));
      return { fieldCode, form: contactForm(page, language) };
    }

    test(`a number typed while the phone field loads after a client-side navigation to ${paths.contact} stays, and typing goes on in the field`, async ({
      page,
    }) => {
      const { fieldCode, form } = await toContactWithFieldCodeHeld(page);
      await form.phone.click();
      await form.phone.press("End");
      await form.phone.pressSequentially(validLead.phoneDigits.slice(0, 5));
      expect(await phoneFieldHydrated(page)).toBe(false);

      fieldCode.release();
      await expect.poll(() => phoneFieldHydrated(page)).toBe(true);
      await expect(form.phone).toBeFocused();
      await page.keyboard.type(validLead.phoneDigits.slice(5));
      await expect(form.phone).toHaveValue("+971 50 123 4567");
    });

    test(`a local number typed over the stand-in's +971 while the field loads is read as the form reads it`, async ({
      page,
    }) => {
      const { fieldCode, form } = await toContactWithFieldCodeHeld(page);
      await form.phone.fill(`0${validLead.phoneDigits}`);

      fieldCode.release();
      await expect.poll(() => phoneFieldHydrated(page)).toBe(true);
      await expect(form.phone).toHaveValue("+971 50 123 4567");
    });

    for (const path of formPages) {
      test.describe(`contact form on ${path}`, () => {
        test.beforeEach(async ({ page }) => {
          await gotoHydrated(page, path);
          await readyPhoneField(page);
        });

        test(`is one native form posting to ${paths.success}, flagged for form collection`, async ({
          page,
        }) => {
          await expect(page.locator("form")).toHaveCount(1);
          const { form } = contactForm(page, language);
          await expect(form).toHaveAttribute("method", "post");
          await expect(form).toHaveAttribute("action", paths.success);
          await expect(form).toHaveAttribute("data-netlify", "true");
          await expect(form).toHaveAttribute("data-netlify-honeypot", "bot-field");
          // The unprefixed attribute is not valid HTML.
          await expect(form).not.toHaveAttribute("netlify-honeypot");
          const formName = form.locator('input[type="hidden"][name="form-name"]');
          await expect(formName).toHaveCount(1);
          await expect(formName).toHaveValue("contact");
        });

        test("has a honeypot hidden from people and assistive technology", async ({ page }) => {
          const { form, honeypot } = contactForm(page, language);
          await expect(honeypot).toHaveCount(1);
          await expect(honeypot).toBeHidden();
          // Its container, label included, carries `hidden`, which every client that hides anything honours.
          expect(
            await honeypot.evaluate(
              (input) => input.closest("[hidden]")?.contains(input.closest("label")) ?? false,
            ),
          ).toBe(true);
          await expect(honeypot).toHaveAttribute("autocomplete", "off");
          await expect(honeypot).toHaveAttribute("tabindex", "-1");
          await expect(honeypot).toHaveValue("");
          await honeypot.evaluate((input) => (input as HTMLInputElement).focus());
          await expect(honeypot).not.toBeFocused();
          const tree = await form.ariaSnapshot();
          expect(tree).not.toMatch(/leave this field empty|bot-field|اتركوا هذا الحقل فارغًا/i);
        });

        test("every field has a visible label tied to it, with the right type and required flag", async ({
          page,
        }) => {
          const { form, fullName, email, phone, country, message, submit } = contactForm(page, language);
          await expect(fullName).toHaveAttribute("name", "fullName");
          await expect(fullName).toHaveAttribute("type", "text");
          await expect(fullName).toHaveJSProperty("required", true);
          await expect(email).toHaveAttribute("name", "email");
          await expect(email).toHaveAttribute("type", "email");
          await expect(email).toHaveJSProperty("required", true);
          await expect(phone).toHaveAttribute("name", "phone");
          await expect(phone).toHaveJSProperty("required", false);
          await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
          await expect(message).toHaveAttribute("name", "message");
          await expect(message).toHaveAttribute("rows", "6");
          await expect(message).toHaveJSProperty("required", true);
          await expect(country).toHaveJSProperty("tagName", "SELECT");
          await expect(submit).toHaveAttribute("type", "submit");

          for (const [control, label] of [
            [fullName, language.form.fullName],
            [email, language.form.email],
            [phone, language.form.phone],
            [message, language.form.message],
          ] as const) {
            await expect(control).toBeVisible();
            const id = await control.getAttribute("id");
            const visibleLabel = form.locator(`label[for="${id}"]`);
            await expect(visibleLabel).toBeVisible();
            await expect(visibleLabel).toContainText(label);
          }
        });

        test("email and phone numbers read left to right", async ({ page }) => {
          const { email, phone } = contactForm(page, language);
          await expect(email).toHaveAttribute("dir", "ltr");
          await expect(phone).toHaveAttribute("dir", "ltr");
          expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
          expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
        });

        test("submitting it empty stays on the page: native validation, no custom error text", async ({
          page,
        }) => {
          const { form, fullName, email, message, submit } = contactForm(page, language);
          const textBefore = await form.innerText();
          const url = page.url();
          let posted = false;
          page.on("request", (request) => {
            if (request.method() === "POST") posted = true;
          });
          await submit.click();
          await expect(fullName).toBeFocused();
          expect(await validity(fullName, "valueMissing")).toBe(true);
          expect(await validity(email, "valueMissing")).toBe(true);
          expect(await validity(message, "valueMissing")).toBe(true);
          expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
          expect(await page.locator('form[name="contact"] :invalid').count()).toBeGreaterThanOrEqual(3);
          expect(page.url()).toBe(url);
          expect(posted).toBe(false);
          expect(await form.innerText()).toBe(textBefore);
          await expect(page.getByRole("alert")).toHaveCount(0);
        });

        test("the email field uses the browser's email check", async ({ page }) => {
          const { email } = contactForm(page, language);
          await email.fill("not-an-email");
          expect(await validity(email, "typeMismatch")).toBe(true);
          await email.fill(validLead.email);
          expect(await validity(email, "valid")).toBe(true);
        });

        test("refuses, before sending, an address no mail system delivers to, and says what to change", async ({
          page,
        }) => {
          const { form, email } = contactForm(page, language);
          for (const address of [
            "lead%40acme.example?bcc=spy%40evil.example&body=hi@example.org",
            "tom&jerry@example.com",
            "layla@192.168.1.10",
          ]) {
            await email.fill(address);
            // The browser's own email check lets these through; the shared rule (the field's pattern) does not.
            expect(await validity(email, "typeMismatch"), address).toBe(false);
            expect(await validity(email, "patternMismatch"), address).toBe(true);
          }
          // The browser shows the field's title under its own "match the requested format".
          expect(await email.getAttribute("title")).toContain("name@example.com");
          expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
          await email.fill("o'brien+leads@example.ie");
          expect(await validity(email, "valid")).toBe(true);
        });

        test("holds the typed values", async ({ page }) => {
          const { fullName, email, message } = contactForm(page, language);
          await fullName.pressSequentially(validLead.fullName);
          await email.pressSequentially("omar@example.com");
          await message.pressSequentially("Hello");
          await expect(fullName).toHaveValue(validLead.fullName);
          await expect(email).toHaveValue("omar@example.com");
          await expect(message).toHaveValue("Hello");
        });
      });
    }

    test("on the home page the phone field's code loads only when the form comes near the viewport", async ({
      page,
    }) => {
      const phoneChunks: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/phone-input-[^/]+\.js$/.test(request.url())) phoneChunks.push(request.url());
      });
      await gotoHydrated(page, paths.home);
      await page.waitForLoadState("networkidle");
      expect(phoneChunks, "the phone field's code is fetched while the form is far below").toEqual([]);
      expect(await phoneFieldHydrated(page)).toBe(false);
      // Until then the prerendered field works as it is.
      await expect(contactForm(page, language).phone).toHaveValue("+971");

      await readyPhoneField(page);
      expect(phoneChunks).toHaveLength(1);
    });

    test.describe("phone input", () => {
      test.beforeEach(async ({ page }) => {
        await gotoHydrated(page, paths.contact);
        await readyPhoneField(page);
      });

      test("starts with the UAE calling code and the UAE flag, served from the site", async ({ page }) => {
        const { phone, country, flag } = contactForm(page, language);
        await expect(phone).toHaveValue("+971");
        await expect(country).toHaveValue("AE");
        await expectFlag(flag, "AE");
        const src = await flag.evaluate((image) => (image as HTMLImageElement).currentSrc);
        expect(new URL(src).origin).toBe(new URL(page.url()).origin);
      });

      test("lists the Gulf states first, before the rest", async ({ page }) => {
        const { country } = contactForm(page, language);
        const codes = await country
          .locator("option")
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        const countries = codes.filter((code) => /^[A-Z]{2}$/.test(code));
        expect(countries.slice(0, 6)).toEqual(["AE", "SA", "QA", "KW", "BH", "OM"]);
      });

      if (language.locale === "ar") {
        test("names the countries as Arabic readers know them, not as the library's list does", async ({
          page,
        }) => {
          const { country } = contactForm(page, language);
          for (const [code, name] of Object.entries(arabicCountryNameCorrections)) {
            await expect(country.locator(`option[value="${code}"]`)).toHaveText(name);
          }
        });
      }

      test("names the countries in the page's language", async ({ page }) => {
        const { country } = contactForm(page, language);
        for (const code of ["AE", "GB", "US"] as const) {
          await expect(country.locator(`option[value="${code}"]`)).toHaveText(
            language.form.countryName(code),
          );
        }
      });

      test("choosing another country rewrites the calling code and the flag", async ({ page }) => {
        const { phone, country, flag } = contactForm(page, language);
        await country.selectOption("GB");
        await expect(phone).toHaveValue("+44");
        await expectFlag(flag, "GB");
        await country.selectOption("US");
        await expect(phone).toHaveValue("+1");
      });

      test("changing the country replaces the calling code of typed digits", async ({ page }) => {
        const { phone, country } = contactForm(page, language);
        await phone.click();
        await phone.press("End");
        await phone.pressSequentially("501234567");
        await expect(phone).toHaveValue(/^\+971\s?50\s?123\s?4567$/);
        await country.selectOption("GB");
        await expect(phone).toHaveValue(/^\+44/);
        await expect(phone).not.toHaveValue(/971/);
      });

      test("the calling code cannot be erased", async ({ page }) => {
        const { phone } = contactForm(page, language);
        await phone.click();
        await phone.press("End");
        await phone.pressSequentially("50");
        await phone.press("ControlOrMeta+a");
        await phone.press("Backspace");
        await expect(phone).toHaveValue("+971");
        for (let count = 0; count < 6; count += 1) await phone.press("Backspace");
        await expect(phone).toHaveValue("+971");
        // Deleting from the very start leaves the calling code in place too.
        await phone.press("Home");
        await phone.press("Delete");
        await expect(phone).toHaveValue(/^\+971(\s|$)/);
      });

      test("typing a digit or a + inside the calling code changes nothing", async ({ page }) => {
        const { phone, country } = contactForm(page, language);
        await phone.click();
        await phone.press("End");
        await phone.pressSequentially("501234567");
        await phone.press("Home");
        await phone.press("ArrowRight");
        await phone.press("ArrowRight");
        await phone.press("5");
        await phone.press("+");
        await expect(phone).toHaveValue(/^\+971\s?50\s?123\s?4567$/);
        await expect(country).toHaveValue("AE");
      });

      for (const [way, enter] of Object.entries(entryWays)) {
        for (const number of wholeNumbers) {
          test(`${number.text} ${way} sets the country to ${number.country}, keeps every digit and is stored as ${number.e164}`, async ({
            page,
            context,
          }) => {
            await context.grantPermissions(["clipboard-read", "clipboard-write"]);
            const { phone, country, flag, fullName, email, message, submit } = contactForm(page, language);
            await enter(page, phone, number);
            await expect(country).toHaveValue(number.country);
            await expectFlag(flag, number.country);
            expect((await phone.inputValue()).replace(/[^\d+]/g, "")).toBe(number.e164);
            // The calling code of the number's country stays put like the one the field started with.
            await phone.press("Home");
            await phone.press("Delete");
            expect((await phone.inputValue()).replace(/[^\d+]/g, "")).toBe(number.e164);

            const sent = `${validLead.message} (${way}, ${number.country}, ${test.info().project.name}, ${Date.now()})`;
            await fullName.fill(validLead.fullName);
            await email.fill(validLead.email);
            await message.fill(sent);
            await submit.click();
            await expectThankYouPage(page, language);
            expect((await storedWithMessage(sent))?.phone).toBe(number.e164);
          });
        }
      }

      test("formats typed digits in international form", async ({ page }) => {
        const { phone } = contactForm(page, language);
        await phone.click();
        await phone.press("End");
        await phone.pressSequentially("501234567");
        const digits = (await phone.inputValue()).replace(/\D/g, "");
        expect(digits).toBe("971501234567");
        expect(await phone.inputValue()).toMatch(/^\+/);
      });
    });

    for (const path of formPages) {
      test(`a filled form on ${path} posts natively and lands on ${paths.success}`, async ({ page }) => {
        await gotoHydrated(page, path);
        await fillValidForm(page, language);
        const postRequest = page.waitForRequest((request) => request.method() === "POST");
        await contactForm(page, language).submit.click();
        const request = await postRequest;
        expect(new URL(request.url()).pathname).toBe(paths.success);
        expect(request.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
        const body = new URLSearchParams(request.postData() ?? "");
        expect(body.get("form-name")).toBe("contact");
        expect(body.get("bot-field")).toBe("");
        expect(body.get("fullName")).toBe(validLead.fullName);
        expect(body.get("email")).toBe(validLead.email);
        expect((body.get("phone") ?? "").replace(/\D/g, "")).toBe(`971${validLead.phoneDigits}`);
        expect(body.get("message")?.replace(/\r\n/g, "\n")).toBe(validLead.message);
        const response = await request.response();
        expect(response?.status(), "the server answers the post with 303 See Other").toBe(303);
        expect(new URL(response?.headers()["location"] ?? "", page.url()).pathname).toBe(paths.success);

        await expectThankYouPage(page, language);
      });
    }

    test("a form with only the calling code in the phone field is accepted (phone is optional)", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.contact);
      const form = contactForm(page, language);
      await form.fullName.fill(validLead.fullName);
      await form.email.fill(validLead.email);
      await form.message.fill("Just the required fields.");
      await form.submit.click();
      await expectThankYouPage(page, language);
    });
  });
}

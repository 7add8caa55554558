import { expect, it } from "vitest";
import { isolate } from "../../app/lib/bidi.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { postForm, validFields } from "../../tests/server-support/http.ts";
import { startMailCatcher, type MailCatcher } from "../../tests/server-support/mail-catcher.ts";
import { readMail } from "../../tests/server-support/mail-parts.ts";
import { useServerTestContext } from "../../tests/server-support/server-test-context.ts";
import { startTestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";

const company = "sales@dunecrest.example";
const quickly = { pollMs: 20 };

describeEachBackend("the mail words of what is served", (backend) => {
  const suite = useServerTestContext();

  const mailsTo = (catcher: MailCatcher, address: string) =>
    catcher.mails.filter((mail) => mail.recipients.includes(address)).map((mail) => readMail(mail.raw));

  it("composes the next mail in the words of the site that replaced the one served", async () => {
    const catcher = await startMailCatcher(0);
    suite.cleanup(() => catcher.close());
    const server = await startTestServer(
      {
        staticDir: suite.staticDir,
        database: await backend.freshDatabase(),
        smtp: { url: `smtp://127.0.0.1:${catcher.port}`, to: [company], from: "website@dunecrest.example" },
        autoreply: true,
      },
      quickly,
    );
    suite.cleanup(() => server.stop());

    expect((await postForm(server.url, validFields)).status).toBe(303);
    await waitFor(() => catcher.mails.length === 2, "the first lead's mail and receipt");
    expect(mailsTo(catcher, company)[0]?.header("Subject")).toBe(`Contact form: ${isolate("Layla Haddad")}`);

    // A publish: the same site, with new words for the company's mail and the visitor's receipt.
    const served = server.served.current();
    const { staff, receipt } = served.mail;
    server.served.replace({
      ...served,
      mail: {
        ...served.mail,
        staff: { ...staff, newLead: { ...staff.newLead, subject: (name) => `New enquiry: ${name}` } },
        receipt: {
          ...receipt,
          en: (context) => ({ ...receipt.en(context), subject: "Thank you, we will write soon" }),
        },
      },
    });

    const omar = {
      ...validFields,
      fullName: "Omar Saleh",
      email: "omar@example.com",
      message: "A quote, please.",
    };
    expect((await postForm(server.url, omar)).status).toBe(303);
    await waitFor(() => catcher.mails.length === 4, "the second lead's mail and receipt");
    expect(mailsTo(catcher, company)[1]?.header("Subject")).toBe(`New enquiry: ${isolate("Omar Saleh")}`);
    const [omarsReceipt] = mailsTo(catcher, omar.email);
    expect(omarsReceipt?.header("Subject")).toBe("Thank you, we will write soon");
    // Only what was replaced changed: the rest of each mail keeps the words it had.
    expect(omarsReceipt?.parts[0]?.body).toContain("within one business day");
    expect(mailsTo(catcher, company)[1]?.parts[0]?.body).toContain(
      "Reply to this email to answer the sender.",
    );
  });
});

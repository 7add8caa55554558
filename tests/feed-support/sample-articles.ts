import { marked } from "marked";
import type { Localised } from "../../app/config/locales.ts";
import type { Article } from "../../app/content/article-types.ts";

/** The build's time in the feeds' tests: after every sample article but the scheduled one. */
export const buildTime = new Date("2026-11-28T12:00:00Z");

/** The repository's Markdown parser, standing in for the article renderer (it passes raw HTML through, as a careless one would). */
export const markdownToHtml = (markdown: string): string => marked.parse(markdown, { async: false });

export const sampleTopicNames: Localised<Readonly<Record<string, string>>> = {
  en: { compliance: "Compliance", payments: "Payments", cloud: "Cloud", security: "Cyber security" },
  ar: {
    compliance: "الامتثال",
    payments: "المدفوعات",
    cloud: "الحوسبة السحابية",
    security: "الأمن السيبراني",
  },
};

/**
 * Articles as the editor stores them: two in both languages (the Arabic
 * with Arabic-Indic digits and a table), one in English only, one in Arabic
 * only, one scheduled after the build, and one whose body carries what a
 * feed must not: a script, an event handler, a `javascript:` link and a
 * control character, beside relative links and a relative image.
 */
export const sampleArticles: readonly Article[] = [
  {
    slug: "pdpl-readiness",
    author: "sara-al-mansoori",
    topics: ["compliance", "security"],
    services: [],
    published: "2026-10-05T06:00:00Z",
    text: {
      en: {
        title: "Getting ready for the UAE's data protection law",
        summary: "What the PDPL asks of a mid-sized firm, and the order we do it in.",
        body: [
          "## Where your data lives",
          "",
          "Start with a register of [every system](/services) that holds personal data; see [the checklist](#checklist).",
          "",
          '![A register of systems, one row per system](/media/0123456789abcdef0123456789abcdef/640.webp "The register we start from")',
          "",
          "| Step | Weeks |",
          "| :--- | ---: |",
          "| Register | 2 |",
          "| Policies & notices | 3 |",
        ].join("\n"),
        updated: "2026-11-02",
      },
      ar: {
        title: "الاستعداد لقانون حماية البيانات الشخصية في الإمارات",
        summary: "ما يطلبه القانون من شركة متوسطة الحجم، وبأي ترتيب ننفّذه.",
        body: [
          "## أين تُحفظ بياناتك",
          "",
          "ابدأ بسجلّ لـ[كل نظام](/ar/services) يحفظ بيانات شخصية.",
          "",
          "| الخطوة | الأسابيع |",
          "| :--- | ---: |",
          "| السجلّ | ٢ |",
          "| السياسات والإشعارات | ٣ |",
          "",
          "صدر القانون الاتحادي رقم ٤٥ لسنة ٢٠٢١.",
        ].join("\n"),
        updated: "2026-10-05",
      },
    },
  },
  {
    slug: "card-payments-3ds",
    author: "daniel-mercer",
    topics: ["payments"],
    services: [],
    published: "2026-11-10T05:30:00+04:00",
    text: {
      en: {
        title: "3-D Secure without losing the sale",
        summary: "Frictionless flows, exemptions and what to log.",
        body: "## Exemptions\n\nLow-value payments under AED 100 may be exempt.\n\n```ts\nconst exempt = amount < 100 && count < 5;\n```",
        updated: "2026-11-12T09:15:00+04:00",
      },
      ar: {
        title: "التحقق الآمن ثلاثي الأبعاد دون خسارة عملية البيع",
        summary: "التدفقات السلسة والإعفاءات وما يجب تسجيله.",
        body: "## الإعفاءات\n\nقد تُعفى المدفوعات التي تقل عن ١٠٠ درهم.",
        updated: "2026-11-10",
      },
    },
  },
  {
    slug: "cloud-cost-review",
    author: "omar-siddiqui",
    topics: ["cloud"],
    services: [],
    published: "2026-09-01T08:00:00Z",
    text: {
      en: {
        title: "A cloud bill review in five days",
        summary: "Where a cloud bill hides its waste.",
        body: "Most waste is in idle capacity.",
        updated: "2026-09-01",
      },
    },
  },
  {
    slug: "zero-trust-gcc",
    author: "priya-raman",
    topics: ["security"],
    services: [],
    published: "2026-08-20T07:00:00Z",
    text: {
      ar: {
        title: "انعدام الثقة في شركات الخليج",
        summary: "لماذا لم يعد محيط الشبكة كافياً.",
        body: "كل طلب يُتحقَّق منه، من أي مكان جاء.",
        updated: "2026-08-20",
      },
    },
  },
  {
    slug: "scheduled-outlook-2027",
    author: "layla-haddad",
    topics: ["cloud"],
    services: [],
    published: "2026-12-15T06:00:00Z",
    text: {
      en: { title: "Our outlook for 2027", summary: "Not out yet.", body: "Soon.", updated: "2026-12-15" },
      ar: { title: "توقعاتنا لعام ٢٠٢٧", summary: "لم تُنشر بعد.", body: "قريباً.", updated: "2026-12-15" },
    },
  },
  {
    slug: "unsafe-body",
    author: "omar-siddiqui",
    topics: ["security"],
    services: [],
    published: "2026-07-01T06:00:00Z",
    text: {
      en: {
        title: "What a pasted snippet\u0007 can carry",
        summary: "A body\u0000 with markup\u001B in it.",
        body: [
          "Before <script>alert('feed')</script> after.",
          "",
          '<img src="x.png" onerror="alert(1)"> <a href="javascript:alert(2)">click</a>',
          "",
          '<iframe src="https://evil.example/"></iframe><p style="color:red" onclick="steal()">Styled</p>',
          "",
          "![Diagram](diagram.png) and a [relative link](../faq).",
          "",
          "A bell\u0007 and a form feed\u000C in the text.",
        ].join("\n"),
        updated: "2026-07-01",
      },
    },
  },
];

import type { Localised } from "../config/locales.ts";
import { DEFAULT_INSIGHTS_RETENTION_DAYS } from "../lib/insights.ts";
import { arabicCount, type ArabicNounForms } from "./arabic-count.ts";

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  heading: string;
  /** Shown before the date: `${updatedLabel} ${updated}`. */
  updatedLabel: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The facts the legal pages name, in the words of the page's language. */
export interface LegalContext {
  name: string;
  email: string;
  /** The office, already localised: "Dubai, UAE", "دبي، الإمارات العربية المتحدة". */
  location: string;
}

/** How long contact-form messages are kept before they are deleted. */
export const RETENTION_DAYS = 180;

const days: ArabicNounForms = { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا", other: "يوم" };

export const privacyPolicy: Localised<(context: LegalContext) => LegalDocument> = {
  en: ({ name, email, location }) => ({
    heading: "Privacy Policy",
    updatedLabel: "Last updated",
    updated: "28 November 2026",
    intro: `${name} ("we", "us") respects your privacy. This notice explains what personal data we collect through this website, why, and what rights you have, in line with the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).`,
    sections: [
      {
        heading: "Who Is Responsible",
        paragraphs: [
          `${name}, ${location}, is the controller of the personal data described here. You can reach us about privacy at ${email}.`,
        ],
      },
      {
        heading: "What the Contact Form Collects",
        paragraphs: ["When you send the contact form, we receive:"],
        list: [
          "your full name;",
          "your email address;",
          "your phone number, only if you choose to give it;",
          "your message;",
          "the time of sending and your browser's user‑agent string, to protect the form against abuse;",
          "for about a day after your last message, a one-way code made from your IP address with a secret key that is not kept in our database, to limit how often the form can be sent;",
          "where the message came from: the page the form was on and, if our server counted a visit from your address and browser earlier the same day, the first page of that visit, the name of the website that linked to it and the campaign tags of that link (see Counting Visits).",
        ],
      },
      {
        heading: "Why We Use It",
        paragraphs: [
          "We use your name, email address, phone number and message only to answer your enquiry and, if you ask us to, to prepare a proposal. Our legal basis is your request to be contacted.",
          "We keep the message's source with it so that we know which of our pages and campaigns bring enquiries; it enters our statistics only as totals, without your details. Our legal basis for this is our legitimate interest in knowing how people find our website.",
          "We do not use your details for marketing, we do not sell them, and we do not build profiles.",
        ],
      },
      {
        heading: "Where It Is Stored and Who Receives It",
        paragraphs: [
          "Messages are stored in a database on servers operated for us, and a copy is delivered to the company mailbox so that the right consultant can reply. Only our staff who handle enquiries can read them. Hosting and email providers process the data on our behalf under contracts that oblige them to keep it confidential and secure. If a provider stores data outside the UAE, we rely on the safeguards the law requires.",
        ],
      },
      {
        heading: "How Long We Keep It",
        paragraphs: [
          `We delete contact-form messages ${RETENTION_DAYS} days after we receive them, unless the enquiry becomes a business relationship, in which case the relevant correspondence is kept for as long as the contract and the law require. A message's source, our replies to it and our staff's notes on it are kept and deleted with it.`,
          `The records of a day's visits described under Counting Visits are deleted at midnight Dubai time at the end of that day; the daily totals, which name no one, are kept for ${DEFAULT_INSIGHTS_RETENTION_DAYS} days.`,
        ],
      },
      {
        heading: "Counting Visits",
        paragraphs: [
          "Our own server counts visits to this website. No script runs in your browser for it, no cookie is set, and no third party is involved. A page view is counted when a page or its content is fetched; search engines' robots, pages your browser fetches in advance, and our staff signed in to the inbox are not counted.",
          "To count each visitor once a day, the server reads your IP address and your browser's user‑agent string in memory and combines them, with the website's name and a secret random value that changes at midnight Dubai time, into a one-way code valid for that day only. Your address and your user‑agent string are never stored.",
          "For that day only, we store the code with the first page you opened, the name of the website that linked to it (never the full link), the campaign tags of that link (utm_source, utm_medium and utm_campaign), the page's language, and whether your device is a phone, a tablet or a computer. At midnight Dubai time the day's secret value and these records are deleted, so no one, including us, can make the code again.",
          "What remains are daily totals of page views and visitors per page, referring website, campaign, language and type of device. Our legal basis is our legitimate interest in knowing how our website is found and used, which this limited counting serves without identifying you.",
        ],
      },
      {
        heading: "Cookies and Tracking",
        paragraphs: [
          "This website sets no cookies for its visitors, uses no third-party analytics or advertising trackers, and loads nothing from other websites. Every page, font and image is served by the site itself.",
        ],
      },
      {
        heading: "Your Rights",
        paragraphs: [
          `You may ask for access to the personal data we hold about you, for its correction or deletion, for a restriction of its processing, or object to it. Write to ${email}; we answer within 30 days. You may also complain to the UAE Data Office.`,
          "A request for access or erasure covers what we keep with your messages (their source, our replies and our staff's notes): we export and erase it with them. The records of a day's visits cannot be linked to you once that day has ended.",
        ],
      },
      {
        heading: "Changes to This Policy",
        paragraphs: ["If we change how we handle personal data, we update this page and the date above."],
      },
    ],
  }),
  ar: ({ name, email, location }) => ({
    heading: "سياسة الخصوصية",
    updatedLabel: "آخر تحديث:",
    updated: "28 نوفمبر 2026",
    intro: `تحترم شركة ${name} (ويُشار إليها فيما يلي بـ«نحن») خصوصيتك. توضح هذه السياسة البيانات الشخصية التي نجمعها عبر هذا الموقع، وسبب جمعها، والحقوق التي تتمتع بها، وفقًا لأحكام المرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات العربية المتحدة.`,
    sections: [
      {
        heading: "الجهة المسؤولة",
        paragraphs: [
          `شركة ${name}، ومقرها ${location}، هي المتحكم في البيانات الشخصية الموضحة في هذه السياسة. ويمكنك التواصل معنا بشأن الخصوصية عبر ${email}.`,
        ],
      },
      {
        heading: "ما يجمعه نموذج التواصل",
        paragraphs: ["عند إرسالك نموذج التواصل، نتلقى:"],
        list: [
          "اسمك الكامل؛",
          "عنوان بريدك الإلكتروني؛",
          "رقم هاتفك، فقط إذا اخترت تقديمه؛",
          "رسالتك؛",
          "وقت الإرسال وبيانات تعريف متصفحك (user‑agent)، لحماية النموذج من إساءة الاستخدام؛",
          "ولمدة يوم تقريبًا بعد آخر رسالة ترسلها، رمز أحادي الاتجاه يُكوَّن من عنوان IP الخاص بك بمفتاح سري لا يُحفظ في قاعدة بياناتنا، للحدّ من عدد مرات إرسال النموذج؛",
          "مصدر الرسالة: الصفحة التي أُرسل منها النموذج، وإذا كان خادمنا قد أحصى زيارة من عنوانك ومتصفحك في وقت سابق من اليوم نفسه، فأول صفحة في تلك الزيارة، واسم الموقع الذي أحالك إليها، ووسوم الحملة في ذلك الرابط (انظر «إحصاء الزيارات»).",
        ],
      },
      {
        heading: "لماذا نستخدمها",
        paragraphs: [
          "نستخدم اسمك وعنوان بريدك الإلكتروني ورقم هاتفك ورسالتك فقط للرد على استفسارك، ولإعداد عرض إذا طلبت منا ذلك. والأساس القانوني لمعالجتها هو طلبك أن نتواصل معك.",
          "ونحتفظ بمصدر الرسالة معها لنعرف أيّ صفحاتنا وحملاتنا تأتينا بالاستفسارات، ولا يدخل في إحصاءاتنا إلا في صورة مجاميع لا تتضمن بياناتك. والأساس القانوني لذلك هو مصلحتنا المشروعة في معرفة كيف يصل الناس إلى موقعنا.",
          "ولا نستخدم بياناتك لأغراض تسويقية، ولا نبيعها، ولا ننشئ ملفات تعريفية عنك.",
        ],
      },
      {
        heading: "أين تُحفظ ومن يتلقاها",
        paragraphs: [
          "تُحفظ الرسائل في قاعدة بيانات على خوادم تُدار نيابةً عنا، وتُرسل نسخة منها إلى صندوق البريد الإلكتروني للشركة ليتمكن المستشار المناسب من الرد. ولا يطلع عليها إلا موظفونا المكلفون بالتعامل مع الاستفسارات. ويعالج مزوّدو خدمات الاستضافة والبريد الإلكتروني البيانات نيابةً عنا بموجب عقود تلزمهم بالحفاظ على سريتها وأمنها. وإذا خزّن أحد المزوّدين البيانات خارج الإمارات العربية المتحدة، فإننا نعتمد على الضمانات التي يشترطها القانون.",
        ],
      },
      {
        heading: "مدة الاحتفاظ بها",
        paragraphs: [
          `نحذف رسائل نموذج التواصل بعد ${arabicCount(RETENTION_DAYS, days)} من استلامها، ما لم يتحول الاستفسار إلى علاقة عمل، وعندئذ نحتفظ بالمراسلات ذات الصلة طوال المدة التي يقتضيها العقد والقانون. ويُحفظ مصدر الرسالة وردودنا عليها وملاحظات موظفينا بشأنها معها، وتُحذف بحذفها.`,
          `وتُحذف سجلات زيارات اليوم الموضحة في قسم «إحصاء الزيارات» عند منتصف الليل بتوقيت دبي في نهاية ذلك اليوم، أما المجاميع اليومية، وهي لا تدل على أي شخص، فنحتفظ بها مدة ${arabicCount(DEFAULT_INSIGHTS_RETENTION_DAYS, days)}.`,
        ],
      },
      {
        heading: "إحصاء الزيارات",
        paragraphs: [
          "يُحصي خادمنا نفسه الزيارات إلى هذا الموقع، فلا يعمل لهذا الغرض أي نص برمجي في متصفحك، ولا تُستخدم ملفات تعريف الارتباط، ولا يشارك فيه أي طرف ثالث. وتُحتسب مشاهدة الصفحة عند طلب الصفحة أو محتواها، ولا تُحتسب طلبات برامج الزحف التابعة لمحركات البحث، ولا الصفحات التي يجلبها متصفحك مسبقًا، ولا تصفّح موظفينا المسجَّل دخولهم إلى صندوق الوارد.",
          "ولكي يُحتسب كل زائر مرة واحدة في اليوم، يقرأ الخادم عنوان IP الخاص بك وبيانات تعريف متصفحك (user‑agent) في الذاكرة، ويجمعهما مع اسم الموقع وقيمة عشوائية سرية تتغير عند منتصف الليل بتوقيت دبي، ليكوّن منها رمزًا أحادي الاتجاه صالحًا لذلك اليوم وحده. ولا يُخزَّن عنوانك ولا بيانات تعريف متصفحك أبدًا.",
          "ونحفظ هذا الرمز لذلك اليوم فقط، مع أول صفحة فتحتها، واسم الموقع الذي أحالك إليها (لا الرابط كاملًا)، ووسوم الحملة في ذلك الرابط (utm_source وutm_medium وutm_campaign)، ولغة الصفحة، ونوع جهازك: هاتف أو جهاز لوحي أو حاسوب. وعند منتصف الليل بتوقيت دبي تُحذف القيمة السرية لذلك اليوم مع هذه السجلات، فلا يعود بإمكان أحد، ولا نحن، أن يكوّن الرمز من جديد.",
          "ولا يبقى بعد ذلك إلا مجاميع يومية لمشاهدات الصفحات وعدد الزوار بحسب الصفحة والموقع المُحيل والحملة واللغة ونوع الجهاز. والأساس القانوني لذلك هو مصلحتنا المشروعة في معرفة كيف يُعثر على موقعنا وكيف يُستخدم، وهي مصلحة يحققها هذا الإحصاء المحدود دون التعرف على هويتك.",
        ],
      },
      {
        heading: "ملفات تعريف الارتباط والتتبع",
        paragraphs: [
          "لا يضع هذا الموقع أي ملفات تعريف ارتباط لزواره، ولا يستخدم أدوات تحليلات أو تتبع إعلاني تابعة لأطراف ثالثة، ولا يحمّل أي محتوى من مواقع أخرى. فكل صفحة وخط وصورة يقدمها الموقع نفسه.",
        ],
      },
      {
        heading: "حقوقك",
        paragraphs: [
          `يحق لك أن تطلب الاطلاع على بياناتك الشخصية التي نحتفظ بها، أو تصحيحها أو حذفها، أو تقييد معالجتها، كما يحق لك الاعتراض على معالجتها. راسلنا على ${email}، وسنرد عليك خلال 30 يومًا. ويمكنك أيضًا تقديم شكوى إلى مكتب الإمارات للبيانات.`,
          "ويشمل طلب الاطلاع أو الحذف ما نحفظه مع رسائلك من مصدرها وردودنا عليها وملاحظات موظفينا بشأنها، فنصدّره ونحذفه معها. أما سجلات زيارات اليوم فلا يمكن ربطها بك بعد انتهاء ذلك اليوم.",
        ],
      },
      {
        heading: "التغييرات على هذه السياسة",
        paragraphs: [
          "إذا غيرنا طريقة تعاملنا مع البيانات الشخصية، فسنحدّث هذه الصفحة والتاريخ المذكور أعلاه.",
        ],
      },
    ],
  }),
};

export const termsOfUse: Localised<(context: LegalContext) => LegalDocument> = {
  en: ({ name, email, location }) => ({
    heading: "Terms of Use",
    updatedLabel: "Last updated",
    updated: "21 November 2026",
    intro: `These terms apply to your use of the ${name} website. By using the site you accept them.`,
    sections: [
      {
        heading: "About This Website",
        paragraphs: [
          `The site presents the services of ${name}, an IT consultancy and software house based in ${location}. Its content is general information, not professional advice, and no contract arises from it. Any engagement is governed by a separate written agreement.`,
        ],
      },
      {
        heading: "Intellectual Property",
        paragraphs: [
          `The text, design, graphics and code of this site belong to ${name} or its licensors. You may view and share pages for your own, non-commercial purposes; any other use needs our written permission.`,
        ],
      },
      {
        heading: "Acceptable Use",
        paragraphs: ["You agree not to:"],
        list: [
          "send unlawful, misleading or abusive content through the contact form;",
          "attempt to gain unauthorised access to the site or the systems behind it;",
          "interfere with the site's operation, for example by automated mass requests.",
        ],
      },
      {
        heading: "Accuracy and Availability",
        paragraphs: [
          "We keep the content accurate and up to date, but we do not guarantee that it is complete or that the site is always available. We may change or withdraw content without notice.",
        ],
      },
      {
        heading: "Links to Other Websites",
        paragraphs: [
          "Links to other websites are provided for convenience. We are not responsible for their content or their privacy practices.",
        ],
      },
      {
        heading: "Liability",
        paragraphs: [
          "To the extent the law allows, we are not liable for loss arising from the use of this site or reliance on its content. Nothing in these terms limits liability that cannot be limited under UAE law.",
        ],
      },
      {
        heading: "Governing Law",
        paragraphs: [
          `These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE. The courts of Dubai have jurisdiction. Questions about these terms: ${email}.`,
        ],
      },
    ],
  }),
  ar: ({ name, email, location }) => ({
    heading: "شروط الاستخدام",
    updatedLabel: "آخر تحديث:",
    updated: "21 نوفمبر 2026",
    intro: `تسري هذه الشروط على استخدامك للموقع الإلكتروني لشركة ${name}. وباستخدامك الموقع فإنك توافق عليها.`,
    sections: [
      {
        heading: "عن هذا الموقع",
        paragraphs: [
          `يعرض هذا الموقع خدمات شركة ${name}، وهي شركة استشارات في تقنية المعلومات وتطوير البرمجيات مقرها ${location}. ومحتواه معلومات عامة وليس مشورة مهنية، ولا ينشأ عنه أي عقد. ويخضع أي تعاون معنا لاتفاقية مكتوبة منفصلة.`,
        ],
      },
      {
        heading: "الملكية الفكرية",
        paragraphs: [
          `النصوص والتصاميم والرسومات والشيفرة البرمجية في هذا الموقع مملوكة لشركة ${name} أو للجهات المرخِّصة لها. ويجوز لك عرض الصفحات ومشاركتها لأغراضك الشخصية غير التجارية؛ أما أي استخدام آخر فيتطلب إذنًا كتابيًا منا.`,
        ],
      },
      {
        heading: "الاستخدام المقبول",
        paragraphs: ["تلتزم بعدم:"],
        list: [
          "إرسال محتوى غير قانوني أو مضلل أو مسيء عبر نموذج التواصل؛",
          "محاولة الوصول دون تصريح إلى الموقع أو إلى الأنظمة التي يعمل عليها؛",
          "تعطيل عمل الموقع أو التأثير فيه، كإرسال طلبات آلية بأعداد كبيرة.",
        ],
      },
      {
        heading: "دقة المحتوى وإتاحة الموقع",
        paragraphs: [
          "نحرص على أن يكون المحتوى دقيقًا ومحدثًا، لكننا لا نضمن اكتماله ولا إتاحة الموقع في جميع الأوقات. ويجوز لنا تغيير المحتوى أو سحبه دون إشعار مسبق.",
        ],
      },
      {
        heading: "الروابط إلى مواقع أخرى",
        paragraphs: [
          "نوفر الروابط إلى المواقع الأخرى تيسيرًا عليك فقط، ولسنا مسؤولين عن محتواها أو عن ممارساتها المتعلقة بالخصوصية.",
        ],
      },
      {
        heading: "المسؤولية",
        paragraphs: [
          "في الحدود التي يسمح بها القانون، لا نتحمل المسؤولية عن أي خسارة تنشأ عن استخدام هذا الموقع أو الاعتماد على محتواه. وليس في هذه الشروط ما يحد من المسؤولية التي لا يجوز تقييدها بموجب قوانين الإمارات العربية المتحدة.",
        ],
      },
      {
        heading: "القانون الواجب التطبيق",
        paragraphs: [
          `تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة، وتختص محاكم دبي بالنظر في أي نزاع بشأنها. للاستفسار عن هذه الشروط: ${email}.`,
        ],
      },
    ],
  }),
};

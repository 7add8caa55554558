/**
 * The words of the pages the form collector answers a post with, when it does
 * not redirect to the success page. The server imports this module as it is,
 * so its imports are relative, with their extension. The texts contain no
 * markup and no characters HTML would read as such.
 */
import type { Localised } from "../config/locales.ts";
import { arabicCount } from "./arabic-count.ts";

/** The document title, the page's heading and the paragraph under it. */
export interface AnswerPageText {
  title: string;
  heading: string;
  lead: string;
}

export interface AnswerPagesCopy {
  invalid: AnswerPageText;
  tooLarge: AnswerPageText;
  unsupportedType: AnswerPageText;
  unsupportedEncoding: AnswerPageText;
  methodNotAllowed: AnswerPageText;
  unknownForm: AnswerPageText;
  notStored: AnswerPageText;
  serverError: AnswerPageText;
  /** `wait`: how long to wait, as `minutes` words it. */
  rateLimited: { title: string; heading: string; lead: (wait: string) => string };
  /** "a minute", "2 minutes"… with the language's plural rules; `count` is a whole number of at least 1. */
  minutes: (count: number) => string;
  /** Above the list of the fields to correct. */
  errorSummaryHeading: string;
  backToForm: string;
}

export const answerPagesCopy: Localised<AnswerPagesCopy> = {
  en: {
    invalid: {
      title: "Please check your message",
      heading: "Your Message Has Not Been Sent Yet",
      lead: "Some details need a change. Everything you typed is still below: correct the marked fields and send again.",
    },
    tooLarge: {
      title: "Message too long",
      heading: "Your Message Is Too Long to Send",
      lead: "It is longer than the form can take, so it has not been sent. The part that arrived is below, cut off where we stopped reading: shorten your message and send it again.",
    },
    unsupportedType: {
      title: "Message not sent",
      heading: "This Message Could Not Be Read",
      lead: "The form must be sent by a web browser as a normal form post. Please use the contact form on this site.",
    },
    unsupportedEncoding: {
      title: "Message not sent",
      heading: "This Message Arrived Compressed",
      lead: "The form takes messages as a web browser sends them, not compressed, so this one could not be read and was not kept. Please use the contact form on this site.",
    },
    methodNotAllowed: {
      title: "Not allowed",
      heading: "This Address Only Receives the Contact Form",
      lead: "Open the contact form to send us a message.",
    },
    unknownForm: {
      title: "Form not found",
      heading: "We Do Not Know This Form",
      lead: "The message did not come from our contact form, so it was not kept. Please use the contact form on this site.",
    },
    notStored: {
      title: "Message not sent",
      heading: "We Could Not Save Your Message",
      lead: "Something went wrong on our side and your message was not kept. Please try again in a moment; everything you typed is still below.",
    },
    serverError: {
      title: "Something went wrong",
      heading: "Something Went Wrong on Our Side",
      lead: "Please try again in a moment.",
    },
    rateLimited: {
      title: "Please wait a moment",
      heading: "Too Many Messages in a Short Time",
      lead: (wait) =>
        `Your message has not been sent yet. Please wait ${wait} and send it again; everything you typed is still below.`,
    },
    minutes: (count) => (count === 1 ? "a minute" : `${count} minutes`),
    errorSummaryHeading: "Please Fix the Following",
    backToForm: "Back to the contact form",
  },
  ar: {
    invalid: {
      title: "يُرجى مراجعة رسالتك",
      heading: "لم تُرسل رسالتك بعد",
      lead: "بعض البيانات تحتاج إلى تعديل. كل ما كتبته ما زال موجودًا أدناه: صحح الحقول المشار إليها ثم أعد الإرسال.",
    },
    tooLarge: {
      title: "الرسالة طويلة جدًا",
      heading: "رسالتك أطول من أن تُرسل",
      lead: "تتجاوز رسالتك الحد الذي يستوعبه النموذج، لذلك لم تُرسل. الجزء الذي وصلنا منها موجود أدناه، مقطوعًا عند الموضع الذي توقفنا فيه عن القراءة: اختصر رسالتك ثم أرسلها مرة أخرى.",
    },
    unsupportedType: {
      title: "لم تُرسل الرسالة",
      heading: "تعذرت قراءة هذه الرسالة",
      lead: "يجب أن يُرسل النموذج من متصفح ويب بالطريقة المعتادة لإرسال النماذج. يُرجى استخدام نموذج التواصل على هذا الموقع.",
    },
    unsupportedEncoding: {
      title: "لم تُرسل الرسالة",
      heading: "وصلت هذه الرسالة مضغوطة",
      lead: "يستقبل النموذج الرسائل كما يرسلها متصفح الويب، دون ضغط، لذلك تعذرت قراءة هذه الرسالة ولم نحتفظ بها. يُرجى استخدام نموذج التواصل على هذا الموقع.",
    },
    methodNotAllowed: {
      title: "طلب غير مسموح به",
      heading: "هذا العنوان مخصص لاستقبال نموذج التواصل فقط",
      lead: "افتح نموذج التواصل لترسل إلينا رسالة.",
    },
    unknownForm: {
      title: "النموذج غير موجود",
      heading: "هذا النموذج غير معروف لدينا",
      lead: "لم تُرسَل هذه الرسالة من نموذج التواصل الخاص بنا، لذلك لم نحتفظ بها. يُرجى استخدام نموذج التواصل على هذا الموقع.",
    },
    notStored: {
      title: "لم تُرسل الرسالة",
      heading: "تعذر علينا حفظ رسالتك",
      lead: "حدث خلل من جهتنا ولم تُحفظ رسالتك. يُرجى المحاولة مرة أخرى بعد قليل؛ كل ما كتبته ما زال موجودًا أدناه.",
    },
    serverError: {
      title: "حدث خطأ ما",
      heading: "حدث خطأ من جهتنا",
      lead: "يُرجى المحاولة مرة أخرى بعد قليل.",
    },
    rateLimited: {
      title: "يُرجى الانتظار قليلًا",
      heading: "رسائل كثيرة في وقت قصير",
      lead: (wait) =>
        `لم تُرسل رسالتك بعد. يُرجى الانتظار ${wait} ثم إرسالها مرة أخرى؛ كل ما كتبته ما زال موجودًا أدناه.`,
    },
    minutes: (count) =>
      arabicCount(count, { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة", other: "دقيقة" }),
    errorSummaryHeading: "يُرجى تصحيح ما يلي",
    backToForm: "العودة إلى نموذج التواصل",
  },
};

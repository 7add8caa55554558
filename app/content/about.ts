import type { Localised } from "../config/locales.ts";

export interface AboutContent {
  intro: string;
  mission: string;
  vision: string;
  teamDescription: string;
}

export const about: Localised<AboutContent> = {
  en: {
    intro:
      "We are a Dubai-based IT consultancy and software house. Since 2020 we have helped technology companies, payment service providers, business-intelligence firms and AML and risk companies build systems that are secure, compliant and ready to grow.",
    mission:
      "To give ambitious companies in regulated industries the engineering, security and data expertise of a much larger firm, with the focus and accountability of a small senior team.",
    vision:
      "A region where every business, from a two-person fintech to an established bank, can adopt new technology with confidence because it is built properly from the first line of code.",
    teamDescription:
      "Our consultants and engineers have built payment platforms, security programmes and analytics systems for banks, fintechs and data companies across the Middle East, Europe and Asia. Every engagement is led by a senior practitioner who stays with it from the first call to the handover.",
  },
  ar: {
    intro:
      "نحن شركة استشارات في تقنية المعلومات وتطوير البرمجيات مقرها دبي. منذ عام 2020 نساعد شركات التقنية ومزوّدي خدمات الدفع وشركات ذكاء الأعمال وشركات مكافحة غسل الأموال وإدارة المخاطر على بناء أنظمة آمنة ومتوافقة مع المتطلبات التنظيمية وجاهزة للنمو.",
    mission:
      "أن نمنح الشركات الطموحة في القطاعات الخاضعة للتنظيم خبرة شركة أكبر بكثير في الهندسة والأمن والبيانات، مع ما يتميز به فريق صغير من كبار المختصين من تركيز والتزام بالمسؤولية.",
    vision:
      "منطقة تستطيع فيها كل مؤسسة، من شركة ناشئة في التقنية المالية يديرها شخصان إلى بنك عريق، أن تتبنى التقنيات الجديدة بثقة، لأن هذه التقنيات مبنية بإتقان منذ السطر الأول من الشيفرة البرمجية.",
    teamDescription:
      "بنى مستشارونا ومهندسونا منصات دفع وبرامج أمنية وأنظمة تحليلات لبنوك وشركات تقنية مالية وشركات بيانات في الشرق الأوسط وأوروبا وآسيا. ويقود كل مشروع خبير متمرس يرافقه من الاتصال الأول حتى التسليم.",
  },
};

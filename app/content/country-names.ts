/**
 * The phone field's country names where the library's Arabic ones are wrong
 * (machine translations: «جمع شمل», "family reunion", for Réunion) or not the
 * names used in the Gulf. Its English names need no correction.
 */
export const arabicCountryNameCorrections: Readonly<Record<string, string>> = {
  RE: "ريونيون",
  GL: "غرينلاند",
  FO: "جزر فارو",
  MK: "مقدونيا الشمالية",
  IM: "جزيرة مان",
  VI: "جزر العذراء الأمريكية",
  HK: "هونغ كونغ",
  OM: "عُمان",
};

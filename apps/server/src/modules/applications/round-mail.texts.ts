import type { Locale } from "@launchpad/domain";

/**
 * The words a round e-mail adds around the funnel admin's text, in the applicant's language:
 * the link's text and the footer (`{organisation}` is the organisation's name). The subject
 * and body are the admin's (liquid templates per language, round_emails).
 */
export const ROUND_MAIL_TEXTS: Record<Locale, { action: string; footer: string }> = {
  en: {
    action: "Open my applications",
    footer: "You receive this e-mail because you applied to {organisation}.",
  },
  de: {
    action: "Meine Bewerbungen öffnen",
    footer: "Sie erhalten diese E-Mail, weil Sie sich bei {organisation} beworben haben.",
  },
  fr: {
    action: "Ouvrir mes candidatures",
    footer: "Vous recevez cet e-mail parce que vous avez candidaté auprès de {organisation}.",
  },
  es: {
    action: "Abrir mis solicitudes",
    footer: "Recibe este correo porque presentó una solicitud a {organisation}.",
  },
  pt: {
    action: "Abrir as minhas candidaturas",
    footer: "Recebe este e-mail porque se candidatou a {organisation}.",
  },
  id: {
    action: "Buka lamaran saya",
    footer: "Anda menerima e-mail ini karena Anda mendaftar ke {organisation}.",
  },
  ja_JP: {
    action: "自分の応募を開く",
    footer: "{organisation} に応募されたため、このメールをお送りしています。",
  },
  ko: {
    action: "내 지원서 열기",
    footer: "{organisation}에 지원하셨기 때문에 이 이메일을 받으셨습니다.",
  },
  ar: {
    action: "فتح طلباتي",
    footer: "تصلك هذه الرسالة لأنك قدّمت طلبًا إلى {organisation}.",
  },
  uk: {
    action: "Відкрити мої заявки",
    footer: "Ви отримали цей лист, бо подали заявку до {organisation}.",
  },
};

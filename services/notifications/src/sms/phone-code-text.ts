import { templateLanguage } from '../email/email-renderer.js';

/**
 * The text carrying a phone code, in the reader's language (en, fr, ar, sw; others English). Short
 * enough for one SMS segment in every language; the code stays in Western digits, as typed back.
 */
const TEXTS: Readonly<Record<string, (code: string, minutes: number) => string>> = {
  en: (c, m) => `Your Sokoni code is ${c}. It expires in ${m} minutes. Never share it.`,
  fr: (c, m) => `Votre code Sokoni est ${c}. Il expire dans ${m} minutes. Ne le partagez jamais.`,
  ar: (c, m) => `رمز Sokoni الخاص بك هو ${c}. تنتهي صلاحيته خلال ${m} دقائق. لا تشاركه أبدًا.`,
  sw: (c, m) => `Msimbo wako wa Sokoni ni ${c}. Utaisha baada ya dakika ${m}. Usimpe mtu yeyote.`,
};

export function phoneCodeText(locale: string, code: string, minutes: number): string {
  return (TEXTS[templateLanguage(locale || 'en')] ?? TEXTS.en!)(code, minutes);
}

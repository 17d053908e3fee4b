/** 🇬🇭 from "GH": the two regional-indicator letters. Empty for anything that is not a country code. */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const names = new Map<string, Intl.DisplayNames>();

/** The country's name in the reader's language (the code itself where Intl has no name). */
export function countryName(code: string, intl: string): string {
  let dn = names.get(intl);
  if (!dn) {
    try {
      dn = new Intl.DisplayNames([intl, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      return code;
    }
    names.set(intl, dn);
  }
  try {
    return dn.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

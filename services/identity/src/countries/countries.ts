import { AFRICAN_COUNTRIES } from '@sokoni/contracts';

export { AFRICAN_COUNTRIES };

/** ISO 3166-1 alpha-2 codes of the rest of the world. */
const OTHER_COUNTRIES = (
  'AF AX AL AS AD AI AQ AG AR AM AW AU AT AZ BS BH BD BB BY BE BZ BM BT BO BQ BA BV BR IO BN BG KH CA KY CL CN ' +
  'CX CC CO CK CR HR CU CW CY CZ DK DM DO EC SV EE FK FO FJ FI FR GF PF TF GE DE GI GR GL GD GP GU GT GG HT HM ' +
  'VA HN HK HU IS IN ID IR IQ IE IM IL IT JM JP JE JO KZ KI KP KR KW KG LA LV LB LI LT LU MO MY MV MT MH MQ YT ' +
  'MX FM MD MC MN ME MS MM NR NP NL NC NZ NI NU NF MK MP NO OM PK PW PS PA PG PY PE PH PN PL PT PR QA RE RO RU ' +
  'BL SH KN LC MF PM VC WS SM SA RS SG SX SK SI SB GS ES LK SR SJ SE CH SY TW TJ TH TL TK TO TT TR TM TC TV UA ' +
  'AE GB US UM UY UZ VU VE VN VG VI WF EH YE GY'
).split(' ');

const ALL = new Set<string>([...AFRICAN_COUNTRIES, ...OTHER_COUNTRIES]);

export const isCountryCode = (code: string): boolean => ALL.has(code);

export interface CountryOption {
  code: string;
  name: string;
  african: boolean;
}

/** African countries first, then the others, each group sorted by its name in `locale`. */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  }
  const collator = new Intl.Collator(locale);
  const group = (codes: readonly string[], african: boolean): CountryOption[] =>
    codes
      .map((code) => ({ code, name: names.of(code) ?? code, african }))
      .sort((a, b) => collator.compare(a.name, b.name));
  return [...group(AFRICAN_COUNTRIES, true), ...group(OTHER_COUNTRIES, false)];
}

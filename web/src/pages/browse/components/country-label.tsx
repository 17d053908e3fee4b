import { useLocale } from '../../../i18n/i18n';
import { countryName, flagEmoji } from '../lib/country';

/** Flag (decorative) and the country's name in the reader's language. */
export function CountryLabel({ code }: { code: string }) {
  const { intl } = useLocale();
  return (
    <span className="bw-country">
      <span aria-hidden="true">{flagEmoji(code)}</span> {countryName(code, intl)}
    </span>
  );
}

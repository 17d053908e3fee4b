import { use } from 'react';
import { useLocale } from '../../i18n/i18n';
import { loadContent, type LoadedDoc } from './content-loader';

/** The text of a content page in the reader's language (English if not translated); suspends while it loads. */
export function useContent(page: string): LoadedDoc {
  const { lang } = useLocale();
  return use(loadContent(page, lang));
}

import { ContentPage } from './render/content-page';

/** /help and /help-center: one page, one canonical address. */
export default function HelpCenterPage() {
  return <ContentPage page="help-center" canonical="/help-center" />;
}

import { ContentPage } from './render/content-page';

/** /support: how to get help, what to include, response times, disputes and security reports. */
export default function SupportPage() {
  return <ContentPage page="support" />;
}

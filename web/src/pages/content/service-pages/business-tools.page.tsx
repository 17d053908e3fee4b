import { ContentPage } from '../render/content-page';

/** /business-tools: the seller's tools, each linked to its real screen. */
export default function BusinessToolsPage() {
  return <ContentPage page="business-tools" />;
}

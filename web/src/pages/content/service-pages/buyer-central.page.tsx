import { ContentPage } from '../render/content-page';

/** /buyer-central: the buyer's tools and services, each linked to its real screen. */
export default function BuyerCentralPage() {
  return <ContentPage page="buyer-central" />;
}

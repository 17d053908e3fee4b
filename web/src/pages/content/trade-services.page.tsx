import { ContentPage } from './render/content-page';

/** /trade-services (a home-page tile): RFQ, escrow, trade finance, logistics, quality control, market intelligence. */
export default function TradeServicesPage() {
  return <ContentPage page="trade-services" />;
}

import { ServicePage } from './service-page';

/** /logistics: freight quotes from forwarders who know the corridor, with its request form. */
export default function LogisticsPage() {
  return <ServicePage page="logistics" service="freight" />;
}

import { ServicePage } from './service-page';

/** /trade-finance: trade finance through partner lenders, with its request form. */
export default function TradeFinancePage() {
  return <ServicePage page="trade-finance" service="finance" />;
}

import { ServicePage } from './service-page';

/** /quality-control: independent inspection before shipment, during production or at loading, with its request form. */
export default function QualityControlPage() {
  return <ServicePage page="quality-control" service="inspection" />;
}

import { ServicePage } from './service-page';

/** /partnerships: an enquiry from a would-be partner (logistics, finance, inspection, technology), with its request form. */
export default function PartnershipsPage() {
  return <ServicePage page="partnerships" service="partnership" />;
}

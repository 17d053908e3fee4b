import { ContentPage } from '../render/content-page';
import { ForecastCalculator } from './forecast-calculator';

/** /inventory-forecasting: a reorder estimate from the seller's own figures, and how it is made. */
export default function InventoryForecastingPage() {
  return <ContentPage page="inventory-forecasting" top={<ForecastCalculator />} />;
}

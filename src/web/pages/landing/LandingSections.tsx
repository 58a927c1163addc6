import { useMemo } from 'react';
import { pricesFrom } from '../../components/pricing/pricesFrom';
import { LANDING_COUNTS, useLandingData } from './landingData';
import { AiSection, ClosingCta, FeaturesSection, HighlightsSection, HowItWorksSection, MaterialsSection, PricesSection, ProductsSection } from './sections';

/** Everything under the landing page's hero: its own chunk, loaded after the first paint. */
export function LandingSections() {
  const data = useLandingData(LANDING_COUNTS);
  const prices = useMemo(() => (data.prices ? pricesFrom(data.prices) : []), [data.prices]);
  return (
    <>
      <ProductsSection prices={prices} />
      <MaterialsSection />
      <AiSection />
      <HighlightsSection stickers={data.stickers} templates={data.templates} />
      <HowItWorksSection />
      <PricesSection prices={prices} />
      <FeaturesSection />
      <ClosingCta />
    </>
  );
}

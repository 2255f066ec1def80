import { DownloadSection } from './download-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { StatsCard } from './stats-card';
import { TopCategories } from './top-categories';
import { useHoldDownloadAnchor } from './use-hold-download-anchor';

export function LandingPage() {
  useHoldDownloadAnchor();
  return (
    <>
      <Hero />
      <StatsCard />
      <FeaturesSection />
      <TopCategories />
      <DownloadSection />
    </>
  );
}

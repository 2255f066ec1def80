import { DownloadSection } from './download-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { StatsCard } from './stats-card';
import { TopCategories } from './top-categories';

export function LandingPage() {
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

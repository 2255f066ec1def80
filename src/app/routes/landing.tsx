import { site } from '@/config/site';
import { LandingPage } from '@/features/landing';

export function Component() {
  return (
    <>
      <title>{`${site.productName} | Vagas de emprego em odontologia`}</title>
      <LandingPage />
    </>
  );
}

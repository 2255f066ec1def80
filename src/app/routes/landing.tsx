import type { RouteHandle } from '@/app/head';
import { LandingPage } from '@/features/landing';
import { homeHead } from '@/features/seo';

export const handle: RouteHandle = { head: ({ site }) => homeHead(site) };

export function Component() {
  return <LandingPage />;
}

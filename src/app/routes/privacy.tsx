import type { RouteHandle } from '@/app/head';
import { site } from '@/config/site';
import { LegalDocumentView, privacyPolicy } from '@/features/legal';
import { privacyHead } from '@/features/seo';

export const handle: RouteHandle = { head: (context) => privacyHead(context.site) };

export function Component() {
  return (
    <LegalDocumentView
      document={privacyPolicy({ product: site.productName, email: site.contactEmail })}
    />
  );
}

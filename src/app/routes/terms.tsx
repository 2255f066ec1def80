import type { RouteHandle } from '@/app/head';
import { site } from '@/config/site';
import { LegalDocumentView, termsOfService } from '@/features/legal';
import { termsHead } from '@/features/seo';

export const handle: RouteHandle = { head: (context) => termsHead(context.site) };

export function Component() {
  return (
    <LegalDocumentView
      document={termsOfService({ product: site.productName, email: site.contactEmail })}
    />
  );
}

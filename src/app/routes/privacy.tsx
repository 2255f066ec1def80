import { site } from '@/config/site';
import { LegalDocumentView, privacyPolicy } from '@/features/legal';

export function Component() {
  return (
    <>
      <title>{`Política de Privacidade | ${site.productName}`}</title>
      <LegalDocumentView
        document={privacyPolicy({ product: site.productName, email: site.contactEmail })}
      />
    </>
  );
}

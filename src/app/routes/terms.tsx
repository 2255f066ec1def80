import { site } from '@/config/site';
import { LegalDocumentView, termsOfService } from '@/features/legal';

export function Component() {
  return (
    <>
      <title>{`Termos de Serviço | ${site.productName}`}</title>
      <LegalDocumentView
        document={termsOfService({ product: site.productName, email: site.contactEmail })}
      />
    </>
  );
}

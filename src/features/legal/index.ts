export { LegalDocumentView } from './components/legal-document';
export { formatEffectiveDate } from './format';
export { PRIVACY_EFFECTIVE_DATE, privacyPolicy } from './privacy';
export { TERMS_EFFECTIVE_DATE, termsOfService } from './terms';
export type { LegalContext, LegalDocument, LegalSection } from './types';

import { LegalDocument } from '../components/legal-document';
import { termsEn, termsFr } from '../content/terms';

export function TermsPage() {
  return <LegalDocument documents={{ fr: termsFr, en: termsEn }} />;
}

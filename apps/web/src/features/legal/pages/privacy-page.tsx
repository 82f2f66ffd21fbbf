import { LegalDocument } from '../components/legal-document';
import { privacyEn, privacyFr } from '../content/privacy';

export function PrivacyPage() {
  return <LegalDocument documents={{ fr: privacyFr, en: privacyEn }} />;
}

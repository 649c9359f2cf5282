import { LegalDocumentPage } from '../components/LegalDocumentPage';

export default function CookiesPolicyPage() {
  return <LegalDocumentPage ns="legal-cookies" />;
}

import { LegalDocumentPage } from '../components/LegalDocumentPage';

export default function TermsOfServicesPage() {
  return <LegalDocumentPage ns="legal-services" />;
}

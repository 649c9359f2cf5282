import { LegalDocumentPage } from '../components/LegalDocumentPage';

export default function CommercialTermsPage() {
  return <LegalDocumentPage ns="legal-commercial" />;
}

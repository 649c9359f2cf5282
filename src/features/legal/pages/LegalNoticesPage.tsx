import { LegalDocumentPage } from '../components/LegalDocumentPage';

export default function LegalNoticesPage() {
  return <LegalDocumentPage ns="legal-notices" />;
}

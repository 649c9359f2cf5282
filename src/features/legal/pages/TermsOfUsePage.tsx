import { LegalDocumentPage } from '../components/LegalDocumentPage';

export default function TermsOfUsePage() {
  return <LegalDocumentPage ns="legal-use" />;
}

import { legalPage } from "@/components/legal/legal-page";

const { generateMetadata, LegalPage } = legalPage("privacy", "/privacy-policy");

export { generateMetadata };
export default LegalPage;

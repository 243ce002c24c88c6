import { legalPage } from "@/components/legal/legal-page";

const { generateMetadata, LegalPage } = legalPage("terms", "/terms-of-service");

export { generateMetadata };
export default LegalPage;

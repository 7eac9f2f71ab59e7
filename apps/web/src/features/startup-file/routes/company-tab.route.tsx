import { CompanyTab } from "../components/company/company-tab.tsx";

/** /startup/:id?/file/company: the startup's company, people and connections (issue 18). */
export function Component() {
  return <CompanyTab />;
}

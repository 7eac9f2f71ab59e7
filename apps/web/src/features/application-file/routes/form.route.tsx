import { useOutletContext } from "react-router";
import type { FileOutletContext } from "../components/application-file-layout.tsx";
import { FormTab } from "../components/form-tab.tsx";

export function Component() {
  const { file, reload } = useOutletContext<FileOutletContext>();
  return <FormTab file={file} onChanged={reload} />;
}

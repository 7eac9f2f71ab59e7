export { FormRenderer, type FormRendererProps } from "./components/form-renderer.tsx";
export { fieldErrorsOfFailure } from "./lib/server-field-errors.ts";

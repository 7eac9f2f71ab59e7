export { FormRenderer, type FormRendererProps } from "./components/form-renderer.tsx";

export { BrandingProvider } from "./components/branding-provider.tsx";
export { DocumentHead } from "./components/document-head.tsx";
export { type Branding, useBranding } from "./hooks/use-branding.ts";

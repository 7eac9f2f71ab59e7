export { IncubatorBrandingQuery } from "./api/incubator-branding.query.ts";
export { BrandingProvider } from "./components/branding-provider.tsx";
export { DocumentHead } from "./components/document-head.tsx";
export type { LabelledLogo } from "./hooks/use-brand-logos.ts";
export { useLoginLogo, useTopBarLogo } from "./hooks/use-brand-logos.ts";
export { type Branding, useBranding } from "./hooks/use-branding.ts";

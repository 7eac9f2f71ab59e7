export { MissingPage } from "./components/missing-page.tsx";
export { RouteErrorBoundary } from "./components/route-error-boundary.tsx";
export { useSupportEmail } from "./hooks/use-support-email.ts";

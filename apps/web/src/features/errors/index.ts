export { RouteErrorBoundary } from "./components/route-error-boundary.tsx";

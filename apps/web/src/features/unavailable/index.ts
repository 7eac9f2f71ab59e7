export { UnavailableNotice } from "./components/unavailable-notice.tsx";
export { UnavailablePage } from "./components/unavailable-page.tsx";
export {
  publicUnavailable,
  signedOutUnavailable,
  unavailable,
  unavailableIndex,
} from "./lib/unavailable-routes.tsx";

export { UnavailableNotice } from "./components/unavailable-notice.tsx";
export { UnavailablePage } from "./components/unavailable-page.tsx";

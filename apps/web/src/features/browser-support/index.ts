export { BrowserSupportGate } from "./components/browser-support-gate.tsx";

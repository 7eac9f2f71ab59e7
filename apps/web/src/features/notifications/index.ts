/** The notifications feature's door: the top bar's bell (the app reaches it through feature.ts). */
export { NotificationsBell } from "./components/notifications-bell.tsx";

/** The notifications feature's door: the top bar's bell (the app reaches it through feature.ts). */
export { NotificationsButton } from "./components/notifications-button.tsx";

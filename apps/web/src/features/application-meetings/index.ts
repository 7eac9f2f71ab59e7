/** What other features use of application meetings: the meeting tab of an application's file (lane D renders it). */
export { ApplicationMeetingPanel } from "./components/application-meeting-panel.tsx";

/**
 * The applications module's door (issue 17, docs/applications.md): what the booking module
 * needs for meeting rounds (booking → applications, one way) and the view types.
 */
export type { ApplicationView, FunnelView, RoundView } from "./application-views.ts";
export { ApplicationRef } from "./applications.refs.ts";
// The demo's booked review meeting (lane H): booking/booking.demo.ts reads and records it here.
export { type DemoMeetingToBook, demoInvitationToBook, recordDemoMeeting } from "./demo-meeting.ts";
// Spreadsheet cells guarded against formula injection, sheet names within Excel's rules (the startup export).
export { type CellValue, guardCell, sheetName } from "./export.cells.ts";
// Meeting rounds (lane F, docs/application-meetings.md): booking reads and records application meetings here.
export {
  ApplicationMeetingDetailsRef,
  MeetingInvitationRef,
} from "./invitations.schema.ts";
export {
  type ApplicationMeetingContext,
  applicationAndInvitation,
  applicationMeetingContext,
  cancelApplicationMeeting,
  meetingInvitationForViewer,
  recordApplicationMeeting,
} from "./meeting-round.service.ts";
// The startup file (issue 18, lane G): a startup's applications as a viewer sees them (the tab, the export).
export {
  applicationStatusName,
  type StartupApplicationView,
  startupApplications as applicationsOfStartup,
} from "./startup-applications.service.ts";

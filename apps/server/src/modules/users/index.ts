/** The users module's door: users, their profiles and look-ups of people for other modules. */
export {
  type CoachingMeetingSettings,
  type FeedCheck,
  type HostSettings,
  type Person,
  peopleByIds,
  personById,
  saveFeedCheck,
  saveHostSettings,
  searchCommunity,
} from "./people.service.ts";

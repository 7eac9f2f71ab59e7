/** The users module's door: users, their profiles and look-ups of people for other modules. */
export {
  changeRoleOfUser,
  changeStatusOfUser,
  countOtherActiveHolders,
  createUser,
  markEmailValidated,
  type NewUser,
  roleHolderCounts,
  setPasswordHash,
  type UserListFilter,
  type UserRow,
  userByEmail,
  userById,
  userNames,
  usersByIds,
  usersPage,
} from "./accounts.service.ts";
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
export { type CurrentUser, currentUser, currentUserById } from "./users.service.ts";

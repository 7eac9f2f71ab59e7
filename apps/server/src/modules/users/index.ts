/** The users module's door: users, their profiles and look-ups of people for other modules. */
export {
  type AccountRow,
  accountById,
  changeRoleOfUser,
  changeStatusOfUser,
  countOtherActiveHolders,
  createUser,
  markEmailValidated,
  type NewUser,
  roleHolderCounts,
  setPasswordHash,
  setUserImages,
  type UserListFilter,
  type UserProfilePatch,
  type UserRow,
  updateProfile,
  userByEmail,
  userById,
  userIdsMatching,
  userNames,
  usersByIds,
  usersPage,
} from "./accounts.service.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { checkPassword, isCommonPassword } from "./password-policy.ts";
export {
  type CoachingMeetingSettings,
  type FeedCheck,
  type HostSettings,
  namesInOrder,
  type Person,
  type ProfileFields,
  peopleByIds,
  peopleByIdsByName,
  personById,
  profileFieldsOf,
  saveFeedCheck,
  saveHostSettings,
  searchCommunity,
} from "./people.service.ts";
export { BLOCKED_USER_STATUSES, maySignIn } from "./user-status.ts";

/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  subscription AccessChanged {\n    accessChanged {\n      reason\n    }\n  }\n": typeof types.AccessChangedDocument,
    "\n  query ViewerAccess {\n    currentUserPermissions\n    featureFlags {\n      name\n      enabled\n      activated\n    }\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n": typeof types.ViewerAccessDocument,
    "\n  query AccountDeletionIncubator {\n    incubator {\n      id\n      allowUserSelfDelete\n      supportEmail {\n        address\n      }\n    }\n  }\n": typeof types.AccountDeletionIncubatorDocument,
    "\n  mutation DeleteOwnAccount($password: String!) {\n    deleteOwnAccount(password: $password)\n  }\n": typeof types.DeleteOwnAccountDocument,
    "\n  fragment AdminRoleFields on Role {\n    id\n    type\n    label\n    isCustom\n    editable\n    userCount\n    category\n    permissions {\n      key\n      criteria\n    }\n    userAccess {\n      visibilitySettings\n      roles\n    }\n    startupAccess {\n      visibilitySettings\n    }\n  }\n": typeof types.AdminRoleFieldsFragmentDoc,
    "\n  query AdminRoles {\n    roles {\n      ...AdminRoleFields\n    }\n  }\n": typeof types.AdminRolesDocument,
    "\n  mutation CreateCustomRole($input: CreateCustomRoleInput!) {\n    createCustomRole(input: $input) {\n      ...AdminRoleFields\n    }\n  }\n": typeof types.CreateCustomRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  query PermissionCatalogue {\n    permissionCatalogue {\n      key\n      area\n      withCriteria\n    }\n  }\n": typeof types.PermissionCatalogueDocument,
    "\n  query RolePlanFeatures {\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n": typeof types.RolePlanFeaturesDocument,
    "\n  mutation UpdateRolePermissions($roleId: ID!, $changes: [PermissionChangeInput!]!) {\n    updateRolePermissions(roleId: $roleId, changes: $changes) {\n      ...AdminRoleFields\n    }\n  }\n": typeof types.UpdateRolePermissionsDocument,
    "\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...AdminRoleFields\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  query IncubatorFullPlanInfo {\n    incubatorFullPlanInfo {\n      name\n      maxFileSize\n      features {\n        name\n        enabled\n      }\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n": typeof types.IncubatorFullPlanInfoDocument,
    "\n  fragment IncubatorSettingsFields on IncubatorSettings {\n    id\n    name\n    slug\n    description\n    currency\n    timezone\n    defaultLanguage\n    allowUserSelfDelete\n    termsUrl\n    supportEmail\n    generalEmail\n    customLogin {\n      active\n      text\n      url\n      buttonBackgroundColor\n      buttonTextColor\n    }\n    logo\n    whiteLogo\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    seo {\n      active\n      seoTitle\n      seoDescription\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n": typeof types.IncubatorSettingsFieldsFragmentDoc,
    "\n  query IncubatorSettings {\n    incubatorSettings {\n      ...IncubatorSettingsFields\n    }\n  }\n": typeof types.IncubatorSettingsDocument,
    "\n  mutation UpdateIncubatorBranding($input: IncubatorBrandingInput!) {\n    updateIncubatorBranding(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n": typeof types.UpdateIncubatorBrandingDocument,
    "\n  mutation UpdateIncubatorSettings($input: IncubatorSettingsInput!) {\n    updateIncubatorSettings(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n": typeof types.UpdateIncubatorSettingsDocument,
    "\n  mutation AdminCreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCreateStartupDocument,
    "\n  query AdminStartupOptions {\n    programs {\n      id\n      name\n    }\n    tags(kind: startup) {\n      id\n      name\n      color\n    }\n    industries {\n      id\n      name\n    }\n  }\n": typeof types.AdminStartupOptionsDocument,
    "\n  query StartupAdminPeople($group: StartupAdminPeopleGroup!, $search: String) {\n    startupAdminPeople(group: $group, search: $search, limit: 20) {\n      id\n      fullName\n      email\n      roleName\n    }\n  }\n": typeof types.StartupAdminPeopleDocument,
    "\n  query AdminStartups($filter: AdminStartupsFilter, $page: Int!, $pageSize: Int!) {\n    adminStartups(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        logo\n        foundingYear\n        createdAt\n        memberCount\n        connectionCount\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        tags {\n          id\n          name\n          color\n        }\n        industries {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminStartupsDocument,
    "\n  mutation StartStartupBatch($input: StartStartupBatchInput!) {\n    startStartupBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": typeof types.StartStartupBatchDocument,
    "\n  subscription StartupBatchOperationUpdated($operationId: ID!) {\n    startupBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      startupId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": typeof types.StartupBatchOperationUpdatedDocument,
    "\n  query ApplicationExport($id: ID!) {\n    applicationExport(id: $id) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n": typeof types.ApplicationExportDocument,
    "\n  query ApplicationsDashboard($filter: ApplicationsDashboardFilter) {\n    applicationsDashboard(filter: $filter) {\n      total\n      archived\n      byStatus {\n        status\n        count\n      }\n      byFunnel {\n        funnelId\n        name\n        type\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      rounds {\n        roundId\n        funnelId\n        funnelName\n        position\n        name\n        type\n        current\n        entered\n        left\n        wentOn\n        conversion\n        averageHours\n        medianHours\n      }\n      weeks {\n        week\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      averageScores {\n        from\n        to\n        count\n      }\n      normalisedScores {\n        from\n        to\n        count\n      }\n      funnelOptions {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ApplicationsDashboardDocument,
    "\n  mutation ExportApplications($filter: ApplicationExportFilter) {\n    exportApplications(filter: $filter) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n": typeof types.ExportApplicationsDocument,
    "\n  mutation DecideApplicationRound(\n    $id: ID!\n    $decision: ApplicationDecision!\n    $rejectionEmailId: ID\n    $includeReviewerComments: Boolean\n  ) {\n    decideApplicationRound(\n      id: $id\n      decision: $decision\n      rejectionEmailId: $rejectionEmailId\n      includeReviewerComments: $includeReviewerComments\n    ) {\n      id\n      status\n      roundId\n      startupId\n    }\n  }\n": typeof types.DecideApplicationRoundDocument,
    "\n  mutation MoveApplicationToRound($id: ID!, $roundId: ID!) {\n    moveApplicationToRound(id: $id, roundId: $roundId) {\n      id\n      status\n      roundId\n    }\n  }\n": typeof types.MoveApplicationToRoundDocument,
    "\n  mutation MoveApplicationToFunnel($id: ID!, $funnelId: ID!) {\n    moveApplicationToFunnel(id: $id, funnelId: $funnelId) {\n      id\n      status\n      funnelId\n    }\n  }\n": typeof types.MoveApplicationToFunnelDocument,
    "\n  mutation ResetApplicationToDraft($id: ID!) {\n    resetApplicationToDraft(id: $id) {\n      id\n      status\n      roundId\n    }\n  }\n": typeof types.ResetApplicationToDraftDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id)\n  }\n": typeof types.DeleteApplicationDocument,
    "\n  mutation AddApplicationComment($applicationId: ID!, $body: String!, $forApplicant: Boolean) {\n    addApplicationComment(applicationId: $applicationId, body: $body, forApplicant: $forApplicant) {\n      ...ApplicationCommentFields\n    }\n  }\n": typeof types.AddApplicationCommentDocument,
    "\n  mutation SetApplicationTags($id: ID!, $tagIds: [ID!]!) {\n    setApplicationTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n": typeof types.SetApplicationTagsDocument,
    "\n  query ApplicationFile($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      roundId\n      funnelId\n      startupName\n      anonymous\n      viewerIs\n      submittedAt\n      decidedAt\n      createdAt\n      applicant {\n        id\n        fullName\n        email\n        avatar\n      }\n      funnel {\n        id\n        name\n        type\n      }\n      round {\n        id\n        name\n        position\n        type\n      }\n      rounds {\n        roundId\n        enteredAt\n        leftAt\n        outcome\n        round {\n          id\n          name\n          position\n        }\n      }\n      tags {\n        id\n        name\n        color\n      }\n      allowedActions\n    }\n  }\n": typeof types.ApplicationFileDocument,
    "\n  query ApplicationActivity($id: ID!) {\n    application(id: $id) {\n      id\n      activities {\n        id\n        kind\n        values\n        createdAt\n        actor {\n          id\n          fullName\n        }\n      }\n      comments {\n        ...ApplicationCommentFields\n      }\n      emails {\n        id\n        kind\n        to\n        subject\n        scheduledFor\n        sentAt\n        cancelledAt\n      }\n    }\n  }\n": typeof types.ApplicationActivityDocument,
    "\n  fragment ApplicationCommentFields on ApplicationComment {\n    id\n    body\n    forApplicant\n    createdAt\n    author {\n      id\n      fullName\n    }\n  }\n": typeof types.ApplicationCommentFieldsFragmentDoc,
    "\n  query ApplicationAnswers($id: ID!) {\n    application(id: $id) {\n      id\n      answers {\n        round {\n          id\n          name\n          position\n        }\n        response {\n          id\n          formId\n          status\n          answers\n          submittedAt\n          updatedAt\n          version {\n            id\n            number\n            definition\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApplicationAnswersDocument,
    "\n  query ApplicationFunnelRounds($id: ID!) {\n    application(id: $id) {\n      id\n      funnel {\n        id\n        rounds {\n          id\n          name\n          position\n          type\n          emails {\n            id\n            kind\n            reason\n            timing\n            delayHours\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApplicationFunnelRoundsDocument,
    "\n  query MoveTargetFunnels {\n    funnels {\n      id\n      name\n      type\n      intakeFormId\n    }\n  }\n": typeof types.MoveTargetFunnelsDocument,
    "\n  query ApplicationFileTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n": typeof types.ApplicationFileTagChoicesDocument,
    "\n  query ApplicationMeeting($applicationId: ID!) {\n    applicationMeeting(applicationId: $applicationId) {\n      id\n      applicationId\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerIsApplicant\n      viewerMayInvite\n      viewerMayBook\n      round {\n        id\n        name\n        type\n      }\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n": typeof types.ApplicationMeetingDocument,
    "\n  fragment MeetingInvitationFields on ApplicationMeetingInvitation {\n    id\n    invitationId\n    roundId\n    status\n    invitationSentAt\n    meetingBookedAt\n    meetingAt\n    meetingStatus\n    externalMeetingId\n    meetingOrganizerId\n    updatedAt\n    meeting {\n      ...CalendarEventFields\n    }\n  }\n": typeof types.MeetingInvitationFieldsFragmentDoc,
    "\n  mutation CancelApplicationReviewMeeting($meetingInvitationId: ID, $organizerId: ID, $meetingId: ID) {\n    cancelApplicationReviewMeeting(\n      meetingInvitationId: $meetingInvitationId\n      organizerId: $organizerId\n      meetingId: $meetingId\n    ) {\n      updatedApplication {\n        id\n        status\n      }\n      updatedInvitation {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n": typeof types.CancelApplicationReviewMeetingDocument,
    "\n  mutation InviteApplicationMeeting($applicationId: ID!) {\n    inviteApplicationMeeting(applicationId: $applicationId) {\n      id\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerMayInvite\n      viewerMayBook\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n": typeof types.InviteApplicationMeetingDocument,
    "\n  query ApplicationQueue($filter: ApplicationOverviewFilter, $applicationId: ID!) {\n    applicationQueue(filter: $filter, applicationId: $applicationId) {\n      previousId\n      nextId\n      position\n      total\n    }\n  }\n": typeof types.ApplicationQueueDocument,
    "\n  query ApplicationTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n": typeof types.ApplicationTagChoicesDocument,
    "\n  query ApplicationsOverview($filter: ApplicationOverviewFilter, $page: Int) {\n    applicationsOverview(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      searchTruncated\n      items {\n        id\n        anonymous\n        applicantName\n        applicantEmail\n        startupName\n        status\n        averageScore\n        normalisedScore\n        evaluationCount\n        createdAt\n        funnel {\n          id\n          name\n        }\n        round {\n          id\n          name\n          position\n        }\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n": typeof types.ApplicationsOverviewDocument,
    "\n  subscription ApplicationBatchOperationUpdated($operationId: ID!) {\n    applicationBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      applicationId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": typeof types.ApplicationBatchOperationUpdatedDocument,
    "\n  query EvaluatorCandidates($funnelId: ID!) {\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      open\n    }\n  }\n": typeof types.EvaluatorCandidatesDocument,
    "\n  query FunnelRejections($id: ID!) {\n    funnel(id: $id) {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        emails {\n          id\n          kind\n          reason\n        }\n      }\n    }\n  }\n": typeof types.FunnelRejectionsDocument,
    "\n  query ApplicationOverviewOptions {\n    applicationOverviewOptions {\n      funnels {\n        funnel {\n          id\n          name\n        }\n        rounds {\n          id\n          name\n          position\n          type\n        }\n      }\n      evaluators {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n": typeof types.ApplicationOverviewOptionsDocument,
    "\n  mutation StartApplicationBatch($input: StartApplicationBatchInput!) {\n    startApplicationBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": typeof types.StartApplicationBatchDocument,
    "\n  query ApplicationRoundForm($applicationId: ID!, $roundId: ID!) {\n    applicationRoundForm(applicationId: $applicationId, roundId: $roundId) {\n      formId\n      title\n      versionNumber\n      definition\n      answers\n      prefilledQuestionIds\n      responseStatus\n      updatedAt\n      editable\n      emailValidated\n      round {\n        id\n        roundId\n        position\n        type\n        name\n        state\n      }\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n": typeof types.ApplicationRoundFormDocument,
    "\n  mutation ApplyToFunnel($input: ApplyInput!) {\n    applyToFunnel(input: $input) {\n      token\n      roundPosition\n      application {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ApplyToFunnelDocument,
    "\n  query MyApplication($applicationId: ID!) {\n    myApplication(applicationId: $applicationId) {\n      ...MyApplicationFields\n    }\n  }\n": typeof types.MyApplicationDocument,
    "\n  fragment MyApplicationFields on MyApplication {\n    id\n    nextStep\n    application {\n      id\n      status\n      createdAt\n      submittedAt\n      decidedAt\n    }\n    funnel {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n    currentRound {\n      id\n      roundId\n      position\n    }\n    rounds {\n      id\n      roundId\n      position\n      type\n      name\n      hasForm\n      state\n    }\n  }\n": typeof types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplications {\n    myApplications {\n      ...MyApplicationFields\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  query MySubmittedForms {\n    myApplications {\n      ...MyApplicationFields\n      submittedForms {\n        formId\n        roundId\n        position\n        roundName\n        title\n        definition\n        answers\n        submittedAt\n      }\n    }\n  }\n": typeof types.MySubmittedFormsDocument,
    "\n  query OpenFunnels {\n    openFunnels {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n  }\n": typeof types.OpenFunnelsDocument,
    "\n  query PublicFunnel($slug: String!) {\n    publicFunnel(slug: $slug) {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n      rounds {\n        id\n        position\n        type\n        name\n      }\n    }\n  }\n": typeof types.PublicFunnelDocument,
    "\n  mutation ResendApplicantConfirmation {\n    resendConfirmationEmail\n  }\n": typeof types.ResendApplicantConfirmationDocument,
    "\n  mutation SaveApplicationAnswers($applicationId: ID!, $roundId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveApplicationAnswers(applicationId: $applicationId, roundId: $roundId, answers: $answers, submit: $submit) {\n      responseStatus\n      updatedAt\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n": typeof types.SaveApplicationAnswersDocument,
    "\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n": typeof types.AuthModeDocument,
    "\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n": typeof types.LoginIncubatorDocument,
    "\n  query AvailabilityHost($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      id\n      fullName\n    }\n  }\n": typeof types.AvailabilityHostDocument,
    "\n  query Availability($userId: ID) {\n    availability(userId: $userId) {\n      ...HostAvailabilityFields\n    }\n  }\n": typeof types.AvailabilityDocument,
    "\n  fragment HostAvailabilityFields on HostAvailability {\n    userId\n    timezone\n    weeklyHours {\n      weekday\n      startMinute\n      endMinute\n    }\n    overrides {\n      date\n      ranges {\n        startMinute\n        endMinute\n      }\n    }\n    coachingMeetingSettings {\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n    icsFeedUrl\n    icsFeed {\n      url\n      status\n      error\n      errorCode\n      checkedAt\n      eventCount\n    }\n  }\n": typeof types.HostAvailabilityFieldsFragmentDoc,
    "\n  mutation UpdateAvailability($userId: ID, $input: AvailabilityInput!) {\n    updateAvailability(userId: $userId, input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n": typeof types.UpdateAvailabilityDocument,
    "\n  query ApplicationMeetingBooking($applicationId: ID!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      applicationId\n      invitationId\n      title\n      start\n      end\n      availabilityMode\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n": typeof types.ApplicationMeetingBookingDocument,
    "\n  query ApplicationMeetingFreeSlots($applicationId: ID!, $interval: IntervalInput!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n": typeof types.ApplicationMeetingFreeSlotsDocument,
    "\n  query BookingViewer {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n  }\n": typeof types.BookingViewerDocument,
    "\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    start\n    end\n    summary\n    description\n    location\n    locationLink\n    conferenceProvider {\n      url\n      provider\n      name\n    }\n    contextType\n    contextId\n    status\n    sequence\n    organizer {\n      ...UserCardFields\n    }\n    attendees {\n      id\n      fullName\n    }\n  }\n": typeof types.CalendarEventFieldsFragmentDoc,
    "\n  mutation CreateCalendarEvent($input: CreateCalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n": typeof types.CreateCalendarEventDocument,
    "\n  query IncubatorEventBooking($eventId: ID!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      title\n      durationInMinutes\n      start\n      end\n      availabilityMode\n      viewerIsHost\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n": typeof types.IncubatorEventBookingDocument,
    "\n  query IncubatorEventFreeSlots($eventId: ID!, $interval: IntervalInput!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n": typeof types.IncubatorEventFreeSlotsDocument,
    "\n  query GetFreeSlotsByCustomerIds(\n    $customerIds: [ID!]!\n    $interval: IntervalInput!\n    $durationInMinutes: Int!\n    $excludeEventId: ID\n  ) {\n    getFreeSlotsByCustomerIds(\n      customerIds: $customerIds\n      interval: $interval\n      durationInMinutes: $durationInMinutes\n      excludeEventId: $excludeEventId\n    ) {\n      customerId\n      slots {\n        start\n        end\n      }\n      supportedLocations\n    }\n  }\n": typeof types.GetFreeSlotsByCustomerIdsDocument,
    "\n  query ProfileCoachingMeetingSettings($userIds: [ID!]!, $startupId: ID) {\n    getProfileCoachingMeetingSettings(userIds: $userIds, startupId: $startupId) {\n      userId\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n  }\n": typeof types.ProfileCoachingMeetingSettingsDocument,
    "\n  mutation UpdateCalendarEvent($input: UpdateCalendarEventInput!) {\n    updateCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n": typeof types.UpdateCalendarEventDocument,
    "\n  fragment UserCardFields on UserCard {\n    id\n    fullName\n    firstName\n    lastName\n    email\n    timezone\n    roleLabel\n    roleType\n    avatar\n    headline\n  }\n": typeof types.UserCardFieldsFragmentDoc,
    "\n  query BookingUsersByIds($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      ...UserCardFields\n    }\n  }\n": typeof types.BookingUsersByIdsDocument,
    "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n": typeof types.IncubatorBrandingFragmentDoc,
    "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n": typeof types.IncubatorBrandingDocument,
    "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n": typeof types.IncubatorUpdatedDocument,
    "\n  query CalendarEventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n": typeof types.CalendarEventIcsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  query CalendarPage {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n": typeof types.CalendarPageDocument,
    "\n  query CalendarPanel($start: Int!, $end: Int!) {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents(start: $start, end: $end) {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n      contextType\n      contextId\n      link\n      eventAttendeeId\n    }\n  }\n": typeof types.CalendarPanelDocument,
    "\n  mutation CancelCalendarEvent($id: ID!) {\n    cancelCalendarEvent(id: $id) {\n      id\n      event {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CancelCalendarEventDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query CommunityPeople($search: String, $offset: Int, $limit: Int) {\n    community(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        roleType\n        roleLabel\n        headline\n        avatar\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n": typeof types.CommunityPeopleDocument,
    "\n  query CommunityStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n      website\n      people {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CommunityStartupsDocument,
    "\n  query CustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!) {\n    customFieldValues(entity: $entity, entityId: $entityId)\n  }\n": typeof types.CustomFieldValuesDocument,
    "\n  fragment CustomFieldFields on CustomField {\n    id\n    entity\n    key\n    fieldType\n    label\n    labelText\n    description\n    options\n    validations\n    archived\n    valueCount\n    position\n  }\n": typeof types.CustomFieldFieldsFragmentDoc,
    "\n  query CustomField($id: ID!) {\n    customField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.CustomFieldDocument,
    "\n  query CustomFields($entity: CustomFieldEntity, $includeArchived: Boolean) {\n    customFields(entity: $entity, includeArchived: $includeArchived) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.CustomFieldsDocument,
    "\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.CreateCustomFieldDocument,
    "\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.UpdateCustomFieldDocument,
    "\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.ArchiveCustomFieldDocument,
    "\n  mutation RestoreCustomField($id: ID!) {\n    restoreCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.RestoreCustomFieldDocument,
    "\n  mutation MoveCustomField($id: ID!, $position: Int!) {\n    moveCustomField(id: $id, position: $position) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.MoveCustomFieldDocument,
    "\n  query ProfileLayout($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      id\n      status\n      currentVersion {\n        id\n        number\n        status\n        definition\n      }\n      publishedVersion {\n        id\n        number\n        definition\n      }\n    }\n  }\n": typeof types.ProfileLayoutDocument,
    "\n  mutation CreateProfileLayout($input: CreateFormInput!) {\n    createForm(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProfileLayoutDocument,
    "\n  mutation SaveProfileLayout($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n    }\n  }\n": typeof types.SaveProfileLayoutDocument,
    "\n  mutation PublishProfileLayout($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n    }\n  }\n": typeof types.PublishProfileLayoutDocument,
    "\n  mutation SetCustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!, $values: JSON!) {\n    setCustomFieldValues(entity: $entity, entityId: $entityId, values: $values)\n  }\n": typeof types.SetCustomFieldValuesDocument,
    "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n": typeof types.SupportEmailDocument,
    "\n  query ApplicationEvaluations($applicationId: ID!) {\n    applicationEvaluations(applicationId: $applicationId) {\n      applicationId\n      blind\n      averageScore\n      normalisedScore\n      evaluationCount\n      evaluations {\n        evaluatorId\n        evaluatorName\n        roundId\n        submittedAt\n        score\n        zScore\n        mine\n      }\n      conflicts {\n        evaluatorId\n        evaluatorName\n        reason\n        declaredAt\n      }\n    }\n  }\n": typeof types.ApplicationEvaluationsDocument,
    "\n  mutation AssignEvaluators($input: AssignEvaluatorsInput!) {\n    assignEvaluators(input: $input) {\n      assigned {\n        applicationId\n        evaluatorId\n        roundId\n      }\n      unchangedApplicationIds\n    }\n  }\n": typeof types.AssignEvaluatorsDocument,
    "\n  query AssignationFunnels {\n    funnels {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        type\n        blind\n        evaluatorsPerApplication\n      }\n    }\n  }\n": typeof types.AssignationFunnelsDocument,
    "\n  mutation DeclareConflict($applicationId: ID!, $reason: String, $evaluatorId: ID) {\n    declareConflict(applicationId: $applicationId, reason: $reason, evaluatorId: $evaluatorId) {\n      applicationId\n      evaluatorId\n    }\n  }\n": typeof types.DeclareConflictDocument,
    "\n  query EvaluationForm($applicationId: ID!) {\n    evaluationForm(applicationId: $applicationId) {\n      applicationId\n      roundId\n      blind\n      submittedAt\n      score\n      formId\n      title\n      version {\n        id\n        definition\n        maxScore\n      }\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n": typeof types.EvaluationFormDocument,
    "\n  query EvaluationQueue {\n    evaluationQueue {\n      applicationId\n      roundId\n      toDo\n      blind\n      applicantName\n      submittedAt\n      score\n    }\n  }\n": typeof types.EvaluationQueueDocument,
    "\n  query RoundAssignments($roundId: ID!, $funnelId: ID!) {\n    evaluationRoundAssignments(roundId: $roundId) {\n      applicationId\n      applicantName\n      status\n      evaluators {\n        evaluatorId\n        fullName\n        submittedAt\n        score\n      }\n      conflictEvaluatorIds\n    }\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      roleType\n      open\n      funnelOpen\n      funnelSubmitted\n    }\n  }\n": typeof types.RoundAssignmentsDocument,
    "\n  mutation SaveEvaluation($applicationId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveEvaluation(applicationId: $applicationId, answers: $answers, submit: $submit) {\n      applicationId\n      submittedAt\n      score\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n": typeof types.SaveEvaluationDocument,
    "\n  mutation UnassignEvaluator($applicationId: ID!, $evaluatorId: ID!) {\n    unassignEvaluator(applicationId: $applicationId, evaluatorId: $evaluatorId) {\n      id\n      status\n    }\n  }\n": typeof types.UnassignEvaluatorDocument,
    "\n  mutation AcceptIncubatorEventOffer($incubatorEventId: ID!) {\n    acceptIncubatorEventOffer(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n": typeof types.AcceptIncubatorEventOfferDocument,
    "\n  mutation CancelIncubatorEventAttendee($incubatorEventId: ID!, $eventAttendeeId: ID!) {\n    cancelIncubatorEventAttendee(incubatorEventId: $incubatorEventId, eventAttendeeId: $eventAttendeeId) {\n      id\n      status\n    }\n  }\n": typeof types.CancelIncubatorEventAttendeeDocument,
    "\n  mutation CreateIncubatorEvent($input: CreateIncubatorEventInput!) {\n    createIncubatorEvent(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateIncubatorEventDocument,
    "\n  mutation DeleteIncubatorEvent($id: ID!) {\n    deleteIncubatorEvent(id: $id)\n  }\n": typeof types.DeleteIncubatorEventDocument,
    "\n  fragment EventCardFields on IncubatorEvent {\n    id\n    eventType\n    title\n    status\n    startTime\n    endTime\n    image\n    capacity\n    seatsLeft\n    noOfBookings\n    hosts {\n      id\n      fullName\n      avatar\n    }\n    topics {\n      id\n      name\n      color\n    }\n    viewerAttendee {\n      id\n      status\n    }\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  query EventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n": typeof types.EventIcsDocument,
    "\n  query EventMeeting($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      start\n      end\n    }\n  }\n": typeof types.EventMeetingDocument,
    "\n  query EventPeople($search: String) {\n    community(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.EventPeopleDocument,
    "\n  query EventPrograms {\n    programs {\n      id\n      name\n    }\n  }\n": typeof types.EventProgramsDocument,
    "\n  query EventTags($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n": typeof types.EventTagsDocument,
    "\n  query IncubatorEvent($id: ID!) {\n    incubatorEvent(id: $id) {\n      ...EventCardFields\n      description\n      timezone\n      cover\n      coverId\n      location {\n        text\n        link\n        provider\n      }\n      hosts {\n        id\n        fullName\n        avatar\n        headline\n      }\n      tags {\n        id\n        name\n        color\n      }\n      attachmentFiles {\n        id\n        name\n        fileType\n        fileUrl\n      }\n      attachmentLinks {\n        id\n        name\n        link\n      }\n      duration\n      timeslotIncrement\n      numberOfSessions\n      oneOnOneDates\n      registrationClosesAt\n      waitlistOfferHours\n      recurrence\n      availability {\n        method\n        type\n        mode\n      }\n      calendarHost {\n        id\n        fullName\n      }\n      editPermission {\n        id\n        fullName\n      }\n      ignoreHostsLinkedCalendar\n      ignoreHourAllocation\n      registrationNoticePeriod {\n        meetingRegistrationHasNoticePeriod\n        periodValue\n        periodUnit\n      }\n      visibility {\n        userRoles {\n          is\n          isNot\n        }\n        userTags {\n          is\n          isNot\n        }\n        startupTags {\n          is\n          isNot\n        }\n        startupPrograms {\n          is\n          isNot\n        }\n      }\n      viewerCanEdit\n      viewerCanDelete\n      viewerAttendee {\n        id\n        status\n        offerExpiresAt\n        waitlistPosition\n        meetingId\n      }\n      attendees {\n        id\n        status\n        registrationTime\n        email\n        registrant {\n          id\n          fullName\n          avatar\n        }\n      }\n    }\n  }\n": typeof types.IncubatorEventDocument,
    "\n  query IncubatorEvents($filter: IncubatorEventFilter) {\n    incubatorEvents(filter: $filter) {\n      nextCursor\n      results {\n        ...EventCardFields\n      }\n    }\n  }\n": typeof types.IncubatorEventsDocument,
    "\n  mutation RegisterForIncubatorEvent($incubatorEventId: ID!) {\n    registerForIncubatorEvent(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n": typeof types.RegisterForIncubatorEventDocument,
    "\n  mutation UpdateIncubatorEvent($id: ID!, $input: UpdateIncubatorEventInput!) {\n    updateIncubatorEvent(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateIncubatorEventDocument,
    "\n  fragment BuilderFormFields on Form {\n    id\n    kind\n    title\n    status\n    shareUuid\n    answerCount\n    updatedAt\n    currentVersion {\n      id\n      number\n      status\n      definition\n      maxScore\n    }\n    publishedVersion {\n      id\n      number\n    }\n    versions {\n      id\n      number\n      status\n      publishedAt\n      createdAt\n      answerCount\n    }\n  }\n": typeof types.BuilderFormFieldsFragmentDoc,
    "\n  mutation CreateForm($input: CreateFormInput!) {\n    createForm(input: $input) {\n      ...BuilderFormFields\n    }\n  }\n": typeof types.CreateFormDocument,
    "\n  query BuilderCustomFields {\n    customFields {\n      id\n      entity\n      key\n      fieldType\n      label\n      labelText\n      options\n      validations\n      archived\n    }\n  }\n": typeof types.BuilderCustomFieldsDocument,
    "\n  mutation DuplicateForm($formId: ID!) {\n    duplicateForm(formId: $formId) {\n      id\n    }\n  }\n": typeof types.DuplicateFormDocument,
    "\n  mutation ArchiveForm($formId: ID!) {\n    archiveForm(formId: $formId) {\n      id\n      status\n    }\n  }\n": typeof types.ArchiveFormDocument,
    "\n  mutation DeleteForm($formId: ID!) {\n    deleteForm(formId: $formId)\n  }\n": typeof types.DeleteFormDocument,
    "\n  query BuilderFormVersion($id: ID!) {\n    formVersion(id: $id) {\n      id\n      formId\n      number\n      status\n      definition\n      publishedAt\n      createdAt\n    }\n  }\n": typeof types.BuilderFormVersionDocument,
    "\n  query BuilderForm($id: ID!) {\n    form(id: $id) {\n      ...BuilderFormFields\n    }\n  }\n": typeof types.BuilderFormDocument,
    "\n  query BuilderForms($kind: FormKind, $locale: String) {\n    forms(kind: $kind) {\n      id\n      kind\n      title(locale: $locale)\n      status\n      answerCount\n      updatedAt\n      currentVersion {\n        id\n        number\n        status\n      }\n      publishedVersion {\n        id\n        number\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n": typeof types.BuilderFormsDocument,
    "\n  query BuilderProfileForm($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      ...BuilderFormFields\n    }\n  }\n": typeof types.BuilderProfileFormDocument,
    "\n  mutation PublishForm($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n      version {\n        id\n        number\n      }\n      form {\n        ...BuilderFormFields\n      }\n    }\n  }\n": typeof types.PublishFormDocument,
    "\n  mutation SaveFormDraft($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n      number\n      status\n    }\n  }\n": typeof types.SaveFormDraftDocument,
    "\n  query FormToFill($formId: ID!) {\n    formToFill(formId: $formId) {\n      formId\n      kind\n      title\n      version {\n        id\n        number\n        definition\n      }\n      response {\n        id\n        status\n        answers\n        updatedAt\n        submittedAt\n      }\n    }\n    videoQuestionToken\n  }\n": typeof types.FormToFillDocument,
    "\n  mutation SaveFormResponse($formId: ID!, $answers: JSON!) {\n    saveFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.SaveFormResponseDocument,
    "\n  query SharedForm($uuid: ID!) {\n    sharedForm(uuid: $uuid) {\n      kind\n      title\n      versionNumber\n      definition\n    }\n  }\n": typeof types.SharedFormDocument,
    "\n  mutation SubmitFormResponse($formId: ID!, $answers: JSON!) {\n    submitFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      submittedAt\n    }\n  }\n": typeof types.SubmitFormResponseDocument,
    "\n  mutation CreateFunnel($input: CreateFunnelInput!) {\n    createFunnel(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateFunnelDocument,
    "\n  mutation UpdateFunnel($id: ID!, $input: UpdateFunnelInput!) {\n    updateFunnel(id: $id, input: $input) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n": typeof types.UpdateFunnelDocument,
    "\n  mutation DeleteFunnel($id: ID!) {\n    deleteFunnel(id: $id)\n  }\n": typeof types.DeleteFunnelDocument,
    "\n  mutation SetFunnelAdmins($funnelId: ID!, $userIds: [ID!]!) {\n    setFunnelAdmins(funnelId: $funnelId, userIds: $userIds) {\n      id\n      admins {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": typeof types.SetFunnelAdminsDocument,
    "\n  query FunnelSetupOptions($locale: String) {\n    funnelSetupOptions(locale: $locale) {\n      intakeForms {\n        id\n        title\n        published\n      }\n      evaluationForms {\n        id\n        title\n        published\n      }\n      programs {\n        id\n        name\n      }\n      communityRoles {\n        id\n        label\n      }\n      team {\n        id\n        fullName\n        email\n      }\n      hosts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": typeof types.FunnelSetupOptionsDocument,
    "\n  query FunnelTagOptions($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n": typeof types.FunnelTagOptionsDocument,
    "\n  query Funnel($id: ID!) {\n    funnel(id: $id) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      applicationCount\n      mayEdit\n      mayCreateRejectionEmails\n      mayEditRejectionEmails\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n      admins {\n        id\n        fullName\n        email\n      }\n      rounds {\n        ...FunnelRoundFields\n      }\n    }\n  }\n": typeof types.FunnelDocument,
    "\n  fragment FunnelRoundFields on Round {\n    id\n    funnelId\n    position\n    type\n    name\n    formId\n    blind\n    evaluatorsPerApplication\n    meeting {\n      durationMinutes\n      incrementMinutes\n      location\n      mode\n      hostIds\n    }\n    emails {\n      ...FunnelRoundEmailFields\n    }\n  }\n": typeof types.FunnelRoundFieldsFragmentDoc,
    "\n  fragment FunnelRoundEmailFields on RoundEmail {\n    id\n    roundId\n    kind\n    reason\n    subject\n    body\n    timing\n    delayHours\n  }\n": typeof types.FunnelRoundEmailFieldsFragmentDoc,
    "\n  query Funnels {\n    funnels {\n      id\n      type\n      name\n      slug\n      deadline\n      closedAt\n      published\n      applicationCount\n      mayEdit\n      mayDelete\n      rounds {\n        id\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n": typeof types.FunnelsDocument,
    "\n  mutation SaveRound($funnelId: ID!, $input: RoundInput!) {\n    saveRound(funnelId: $funnelId, input: $input) {\n      ...FunnelRoundFields\n    }\n  }\n": typeof types.SaveRoundDocument,
    "\n  mutation DeleteRound($id: ID!) {\n    deleteRound(id: $id) {\n      ...FunnelRoundFields\n    }\n  }\n": typeof types.DeleteRoundDocument,
    "\n  mutation MoveRound($id: ID!, $position: Int!) {\n    moveRound(id: $id, position: $position) {\n      ...FunnelRoundFields\n    }\n  }\n": typeof types.MoveRoundDocument,
    "\n  mutation SaveRoundEmail($roundId: ID!, $input: RoundEmailInput!) {\n    saveRoundEmail(roundId: $roundId, input: $input) {\n      ...FunnelRoundEmailFields\n    }\n  }\n": typeof types.SaveRoundEmailDocument,
    "\n  mutation DeleteRoundEmail($id: ID!) {\n    deleteRoundEmail(id: $id) {\n      ...FunnelRoundEmailFields\n    }\n  }\n": typeof types.DeleteRoundEmailDocument,
    "\n  query BackgroundJobs($filter: BackgroundJobFilter!) {\n    backgroundJobCounts {\n      queued\n      running\n      done\n      failed\n      retried\n    }\n    backgroundJobs(filter: $filter, first: 50) {\n      id\n      kind\n      status\n      attempts\n      maxAttempts\n      lastError\n      runAt\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.BackgroundJobsDocument,
    "\n  mutation RetryBackgroundJob($id: ID!) {\n    retryBackgroundJob(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RetryBackgroundJobDocument,
    "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      applicant {\n        id\n        fullName\n        email\n      }\n      application {\n        id\n        status\n        createdAt\n      }\n      funnel {\n        id\n        name\n      }\n      targets {\n        funnel {\n          id\n          name\n        }\n        sameIntakeForm\n        alreadyApplied\n        hasRounds\n      }\n      transfers {\n        applicationId\n        funnelId\n        funnelName\n        at\n      }\n    }\n  }\n": typeof types.LeadDocument,
    "\n  mutation TransferLead($id: ID!, $funnelId: ID!) {\n    transferLead(id: $id, funnelId: $funnelId) {\n      answersCarried\n      application {\n        id\n        funnelId\n      }\n    }\n  }\n": typeof types.TransferLeadDocument,
    "\n  mutation AddMilestone($input: AddMilestoneInput!) {\n    addMilestone(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.AddMilestoneDocument,
    "\n  mutation UpdateMilestone($id: ID!, $input: UpdateMilestoneInput!) {\n    updateMilestone(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.UpdateMilestoneDocument,
    "\n  mutation DeleteMilestone($id: ID!) {\n    deleteMilestone(id: $id) {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.DeleteMilestoneDocument,
    "\n  mutation SetMilestoneDone($id: ID!, $done: Boolean!) {\n    setMilestoneDone(id: $id, done: $done) {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.SetMilestoneDoneDocument,
    "\n  fragment MilestonePlanFields on MilestonePlan {\n    id\n    startupId\n    isTemplate\n    templateId\n    name\n    goal\n    unit\n    target\n    summary\n    updatedAt\n    viewerCanEdit\n    progress {\n      done\n      total\n      percent\n    }\n    milestones {\n      id\n      title\n      description\n      dueDate\n      done\n      subMilestones {\n        id\n        parentId\n        title\n        description\n        dueDate\n        done\n      }\n    }\n  }\n": typeof types.MilestonePlanFieldsFragmentDoc,
    "\n  query MilestonePlans($startupId: ID!) {\n    milestonePlans(startupId: $startupId) {\n      startupId\n      viewerCanCreate\n      viewerCanCreateTemplates\n      plans {\n        ...MilestonePlanFields\n      }\n    }\n  }\n": typeof types.MilestonePlansDocument,
    "\n  query MilestoneStartups {\n    startups {\n      id\n      name\n    }\n  }\n": typeof types.MilestoneStartupsDocument,
    "\n  query MilestoneTemplates {\n    milestoneTemplates {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.MilestoneTemplatesDocument,
    "\n  mutation CreateMilestonePlan($input: CreateMilestonePlanInput!) {\n    createMilestonePlan(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.CreateMilestonePlanDocument,
    "\n  mutation UpdateMilestonePlan($id: ID!, $input: UpdateMilestonePlanInput!) {\n    updateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.UpdateMilestonePlanDocument,
    "\n  mutation DeleteMilestonePlan($id: ID!) {\n    deleteMilestonePlan(id: $id)\n  }\n": typeof types.DeleteMilestonePlanDocument,
    "\n  mutation DuplicateMilestonePlan($id: ID!, $input: DuplicateMilestonePlanInput) {\n    duplicateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": typeof types.DuplicateMilestonePlanDocument,
    "\n  mutation ApplyMilestoneTemplate($templateId: ID!, $startupIds: [ID!]!) {\n    applyMilestoneTemplate(templateId: $templateId, startupIds: $startupIds) {\n      id\n      startupId\n    }\n  }\n": typeof types.ApplyMilestoneTemplateDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n    }\n  }\n": typeof types.NotificationCreatedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    createdAt\n    url\n    icon\n    values {\n      actorName\n      startupName\n      applicantName\n      programName\n      startsAt\n      period\n      status\n      eventTitle\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  query NotificationsPage($after: String) {\n    notifications(after: $after) {\n      pageSize\n      nextCursor\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.NotificationsPageDocument,
    "\n  mutation SetNotificationsLastSeen {\n    setNotificationsLastSeen {\n      count\n      lastSeenTimestamp\n    }\n  }\n": typeof types.SetNotificationsLastSeenDocument,
    "\n  query UnseenNotifications {\n    unseenNotifications {\n      count\n      lastSeenTimestamp\n    }\n  }\n": typeof types.UnseenNotificationsDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query Portfolio($search: String, $page: Int, $pageSize: Int) {\n    portfolio(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        logo\n        website\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        connections {\n          ...StartupConnectionFields\n        }\n      }\n    }\n  }\n": typeof types.PortfolioDocument,
    "\n  fragment StartupConnectionFields on StartupConnection {\n    id\n    startupId\n    assignedUser {\n      ...UserCardFields\n    }\n    minutesAllocated\n    minutesUsed\n    minutesPending\n    minutesRemaining\n    hourAllocationRequired\n    takesBookings\n    availableDurationsInMins\n  }\n": typeof types.StartupConnectionFieldsFragmentDoc,
    "\n  query StartupConnections($startupId: ID!) {\n    startupConnections(startupId: $startupId) {\n      ...StartupConnectionFields\n    }\n  }\n": typeof types.StartupConnectionsDocument,
    "\n  fragment AdminProgramFields on AdminProgram {\n    id\n    name\n    type\n    description\n    startsOn\n    endsOn\n    mode\n    memberCount\n    startupCount\n    admin {\n      id\n      fullName\n    }\n  }\n": typeof types.AdminProgramFieldsFragmentDoc,
    "\n  query AdminPrograms {\n    adminPrograms {\n      ...AdminProgramFields\n    }\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n": typeof types.AdminProgramsDocument,
    "\n  query ProgramAssignableStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n    }\n    adminPrograms {\n      id\n      name\n    }\n  }\n": typeof types.ProgramAssignableStartupsDocument,
    "\n  query ProgramMembers($id: ID!) {\n    program(id: $id) {\n      id\n      members {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": typeof types.ProgramMembersDocument,
    "\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      ...AdminProgramFields\n    }\n  }\n": typeof types.CreateProgramDocument,
    "\n  mutation UpdateProgram($id: ID!, $input: UpdateProgramInput!) {\n    updateProgram(id: $id, input: $input) {\n      ...AdminProgramFields\n    }\n  }\n": typeof types.UpdateProgramDocument,
    "\n  mutation SetProgramMembers($programId: ID!, $userIds: [ID!]!) {\n    setProgramMembers(programId: $programId, userIds: $userIds) {\n      ...AdminProgramFields\n    }\n  }\n": typeof types.SetProgramMembersDocument,
    "\n  mutation DeleteProgram($id: ID!) {\n    deleteProgram(id: $id)\n  }\n": typeof types.DeleteProgramDocument,
    "\n  query ProgramPeople($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        email\n        category\n        role {\n          id\n          type\n          label\n        }\n        programs {\n          id\n          name\n        }\n        assignedStartups {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ProgramPeopleDocument,
    "\n  mutation StartUserBatch($input: StartUserBatchInput!) {\n    startUserBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": typeof types.StartUserBatchDocument,
    "\n  subscription UserBatchOperationUpdated($operationId: ID!) {\n    userBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      userId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": typeof types.UserBatchOperationUpdatedDocument,
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n      isCustom\n      userAccess {\n        visibilitySettings\n        roles\n      }\n      startupAccess {\n        visibilitySettings\n      }\n    }\n    startups {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n": typeof types.LogoutSessionDocument,
    "\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n": typeof types.ResendConfirmationEmailDocument,
    "\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n": typeof types.SessionLoggedOutDocument,
    "\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n": typeof types.UpsertSessionDocument,
    "\n  query StartupApplications($startupId: ID!) {\n    startupApplications(startupId: $startupId) {\n      id\n      funnelName\n      roundName\n      roundPosition\n      status\n      createdAt\n      submittedAt\n      decidedAt\n      applicantName\n      link\n      staffView\n    }\n  }\n": typeof types.StartupApplicationsDocument,
    "\n  mutation CreateDocumentFolder($startupId: ID!, $name: String!) {\n    createDocumentFolder(startupId: $startupId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.CreateDocumentFolderDocument,
    "\n  mutation RenameDocumentFolder($id: ID!, $name: String!) {\n    renameDocumentFolder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameDocumentFolderDocument,
    "\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteDocumentFolder(id: $id)\n  }\n": typeof types.DeleteDocumentFolderDocument,
    "\n  mutation AddStartupDocuments($startupId: ID!, $input: AddStartupDocumentsInput!) {\n    addStartupDocuments(startupId: $startupId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddStartupDocumentsDocument,
    "\n  mutation UpdateStartupDocument($id: ID!, $input: UpdateStartupDocumentInput!) {\n    updateStartupDocument(id: $id, input: $input) {\n      id\n      name\n      description\n      folderId\n    }\n  }\n": typeof types.UpdateStartupDocumentDocument,
    "\n  mutation DeleteStartupDocument($id: ID!) {\n    deleteStartupDocument(id: $id)\n  }\n": typeof types.DeleteStartupDocumentDocument,
    "\n  query StartupDocuments($startupId: ID!) {\n    startupDocuments(startupId: $startupId) {\n      startupId\n      canEdit\n      folders {\n        id\n        name\n        documentCount\n      }\n      documents {\n        id\n        folderId\n        name\n        description\n        sizeBytes\n        contentType\n        kind\n        fileName\n        url\n        uploadedByName\n        createdAt\n      }\n    }\n    planInfo {\n      maxFileSize\n    }\n  }\n": typeof types.StartupDocumentsDocument,
    "\n  mutation ExportStartup($startupId: ID!) {\n    exportStartup(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n": typeof types.ExportStartupDocument,
    "\n  fragment StartupExportFields on StartupExport {\n    id\n    status\n    error\n    createdAt\n    finishedAt\n    downloadUrl\n  }\n": typeof types.StartupExportFieldsFragmentDoc,
    "\n  query StartupExports($startupId: ID!) {\n    startupExports(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n": typeof types.StartupExportsDocument,
    "\n  mutation CreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      ...StartupFileFields\n    }\n  }\n": typeof types.CreateStartupDocument,
    "\n  query SetUpForStartupLinks($startupId: ID!) {\n    setUpForStartupLinks(startupId: $startupId) {\n      key\n      done\n      path\n    }\n  }\n": typeof types.SetUpForStartupLinksDocument,
    "\n  query StartupConnectionCandidates($startupId: ID!, $search: String) {\n    startupConnectionCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n      roleType\n    }\n  }\n": typeof types.StartupConnectionCandidatesDocument,
    "\n  mutation SetStartupConnection($startupId: ID!, $userId: ID!, $minutesAllocated: Int!) {\n    setStartupConnection(startupId: $startupId, userId: $userId, minutesAllocated: $minutesAllocated) {\n      ...StartupConnectionFields\n    }\n  }\n": typeof types.SetStartupConnectionDocument,
    "\n  mutation RemoveStartupConnection($startupId: ID!, $userId: ID!) {\n    removeStartupConnection(startupId: $startupId, userId: $userId) {\n      ...StartupConnectionFields\n    }\n  }\n": typeof types.RemoveStartupConnectionDocument,
    "\n  fragment StartupFileFields on StartupFile {\n    id\n    name\n    logo\n    website\n    foundingYear\n    description\n    createdAt\n    members {\n      id\n      fullName\n    }\n    people {\n      id\n      role\n      user {\n        id\n        fullName\n        avatar\n        email\n      }\n    }\n    programs {\n      id\n      name\n    }\n    viewerIsMember\n    viewerRights {\n      mayEditName\n      mayEditProfile\n      mayEditMembers\n      mayEditConnections\n    }\n  }\n": typeof types.StartupFileFieldsFragmentDoc,
    "\n  query StartupFile($id: ID) {\n    startupFile(id: $id) {\n      ...StartupFileFields\n    }\n  }\n": typeof types.StartupFileDocument,
    "\n  query StartupMemberCandidates($startupId: ID!, $search: String) {\n    startupMemberCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.StartupMemberCandidatesDocument,
    "\n  mutation AddStartupMember($startupId: ID!, $userId: ID!, $role: String) {\n    addStartupMember(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n": typeof types.AddStartupMemberDocument,
    "\n  mutation SetStartupMemberRole($startupId: ID!, $userId: ID!, $role: String) {\n    setStartupMemberRole(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n": typeof types.SetStartupMemberRoleDocument,
    "\n  mutation RemoveStartupMember($startupId: ID!, $userId: ID!) {\n    removeStartupMember(startupId: $startupId, userId: $userId) {\n      ...StartupFileFields\n    }\n  }\n": typeof types.RemoveStartupMemberDocument,
    "\n  mutation UpdateStartup($id: ID!, $input: UpdateStartupInput!) {\n    updateStartup(id: $id, input: $input) {\n      ...StartupFileFields\n    }\n  }\n": typeof types.UpdateStartupDocument,
    "\n  fragment TimelinePageFields on TimelinePage {\n    nextCursor\n    viewerMay {\n      post\n      postPrivate\n      pin\n    }\n    pinned {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n    results {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n  }\n": typeof types.TimelinePageFieldsFragmentDoc,
    "\n  fragment TimelineEventFields on Event {\n    id\n    createdAt\n    updatedAt\n    isPinned\n    isPublic\n    isUpdate\n    eventType\n    message\n    startup {\n      id\n      name\n    }\n    createdBy {\n      id\n      fullName\n      roleLabel\n      roleType\n      avatar\n    }\n    attachments {\n      id\n      name\n      fileType\n      url\n      pdfUrl\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n": typeof types.TimelineEventFieldsFragmentDoc,
    "\n  fragment TimelineDataDueEventFields on DataDueEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n": typeof types.TimelineDataDueEventFieldsFragmentDoc,
    "\n  fragment TimelineTopLevelDataSubmittedEventFields on TopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TimelineTopLevelDataSubmittedEventFieldsFragmentDoc,
    "\n  fragment TimelineNonTopLevelDataSubmittedEventFields on NonTopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TimelineNonTopLevelDataSubmittedEventFieldsFragmentDoc,
    "\n  fragment TimelineCoachingSessionPostFields on CoachingSessionPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    sessionName\n    date\n    expectedDuration\n    sessionStartDateTime\n    topics\n    coachs {\n      fullName\n    }\n    attendees {\n      fullName\n    }\n    editor\n    staffEditor\n  }\n": typeof types.TimelineCoachingSessionPostFieldsFragmentDoc,
    "\n  fragment TimelineCoachingInvitePostFields on CoachingInvitePost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    inviteStatus\n    expires\n    sessionName\n    sessionStart\n    incubatorInvitees {\n      fullName\n    }\n    startupInvitees {\n      fullName\n    }\n  }\n": typeof types.TimelineCoachingInvitePostFieldsFragmentDoc,
    "\n  fragment TimelineDataCategorizationUpdateFields on DataCategorizationUpdate {\n    id\n    createdAt\n    isPinned\n    isPublic\n    message\n  }\n": typeof types.TimelineDataCategorizationUpdateFieldsFragmentDoc,
    "\n  fragment TimelineDataCategorizationSkipFields on DataCategorizationSkip {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n": typeof types.TimelineDataCategorizationSkipFieldsFragmentDoc,
    "\n  fragment TimelineEmailThreadPostFields on EmailThreadPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    emailMessage {\n      subject\n      emailContent\n      recipients {\n        email\n      }\n      numberOfTimesOpened\n      lastOpenedAt\n      isBounced\n      isDelivered\n    }\n  }\n": typeof types.TimelineEmailThreadPostFieldsFragmentDoc,
    "\n  mutation CreateTimelinePost($input: CreateTimelinePostInput!) {\n    createTimelinePost(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTimelinePostDocument,
    "\n  mutation UpdateTimelinePost($input: UpdateTimelinePostInput!) {\n    updateTimelinePost(input: $input) {\n      id\n      message\n      isUpdate\n      isPublic\n      updatedAt\n    }\n  }\n": typeof types.UpdateTimelinePostDocument,
    "\n  mutation DeleteTimelinePost($id: ID!) {\n    deleteTimelinePost(id: $id)\n  }\n": typeof types.DeleteTimelinePostDocument,
    "\n  mutation PinTimelinePost($id: ID!, $pinned: Boolean!) {\n    pinTimelinePost(id: $id, pinned: $pinned) {\n      __typename\n    }\n  }\n": typeof types.PinTimelinePostDocument,
    "\n  query StartupEventTimeline($startupId: ID!, $cursor: String, $types: [TimelinePostFilter!], $limit: Int) {\n    startupEventTimeline(startupId: $startupId, cursor: $cursor, types: $types, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n": typeof types.StartupEventTimelineDocument,
    "\n  query UserTimeline($userId: ID!, $cursor: String, $limit: Int) {\n    userTimeline(userId: $userId, cursor: $cursor, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n": typeof types.UserTimelineDocument,
    "\n  mutation SetStartupTags($startupId: ID!, $tagIds: [ID!]!) {\n    setStartupTags(startupId: $startupId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n": typeof types.SetStartupTagsDocument,
    "\n  mutation SetStartupIndustries($startupId: ID!, $industryIds: [ID!]!) {\n    setStartupIndustries(startupId: $startupId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n": typeof types.SetStartupIndustriesDocument,
    "\n  mutation SetUserTags($userId: ID!, $tagIds: [ID!]!) {\n    setUserTags(userId: $userId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n": typeof types.SetUserTagsDocument,
    "\n  mutation SetUserIndustries($userId: ID!, $industryIds: [ID!]!) {\n    setUserIndustries(userId: $userId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n": typeof types.SetUserIndustriesDocument,
    "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...SetupTagFields\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": typeof types.DeleteTagDocument,
    "\n  query Industries {\n    industries {\n      id\n      name\n      useCount\n    }\n  }\n": typeof types.IndustriesDocument,
    "\n  mutation CreateIndustry($name: String!) {\n    createIndustry(name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n": typeof types.CreateIndustryDocument,
    "\n  mutation RenameIndustry($id: ID!, $name: String!) {\n    renameIndustry(id: $id, name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n": typeof types.RenameIndustryDocument,
    "\n  mutation DeleteIndustry($id: ID!) {\n    deleteIndustry(id: $id)\n  }\n": typeof types.DeleteIndustryDocument,
    "\n  query StartupTags($id: ID!) {\n    startupFile(id: $id) {\n      id\n      tags {\n        id\n        name\n        color\n        kind\n      }\n      industries {\n        id\n        name\n      }\n      viewerMayTag {\n        addTags\n        removeTags\n        addIndustries\n        removeIndustries\n      }\n    }\n  }\n": typeof types.StartupTagsDocument,
    "\n  fragment SetupTagFields on Tag {\n    id\n    kind\n    name\n    color\n    useCount\n  }\n": typeof types.SetupTagFieldsFragmentDoc,
    "\n  query Tags($kind: TagKind!) {\n    tags(kind: $kind) {\n      ...SetupTagFields\n    }\n  }\n": typeof types.TagsDocument,
    "\n  mutation UpdateTag($id: ID!, $input: UpdateTagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...SetupTagFields\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  query AssigneeOptions($search: String) {\n    assigneeOptions(search: $search) {\n      label\n      options {\n        label\n        type\n        value\n      }\n    }\n  }\n": typeof types.AssigneeOptionsDocument,
    "\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  mutation DeleteTask($taskId: ID!) {\n    deleteTask(taskId: $taskId)\n  }\n": typeof types.DeleteTaskDocument,
    "\n  mutation RespondToTaskRequest($taskId: ID!, $accept: Boolean!) {\n    respondToTaskRequest(taskId: $taskId, accept: $accept) {\n      ...TaskFields\n    }\n  }\n": typeof types.RespondToTaskRequestDocument,
    "\n  query StartupTasks($startupId: ID!, $after: String, $before: String, $cursor: String) {\n    startupTasks(startupId: $startupId, after: $after, before: $before, cursor: $cursor) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.StartupTasksDocument,
    "\n  query TaskBadge {\n    taskBadge {\n      count\n      horizon\n    }\n  }\n": typeof types.TaskBadgeDocument,
    "\n  query TaskDays {\n    taskBadge {\n      todayStart\n      todayEnd\n    }\n  }\n": typeof types.TaskDaysDocument,
    "\n  query TaskStartup($id: ID) {\n    startupFile(id: $id) {\n      id\n    }\n  }\n": typeof types.TaskStartupDocument,
    "\n  fragment TaskFields on Task {\n    id\n    name\n    dueDate\n    tag\n    url\n    taskType\n    automated\n    isGroupTask\n    approvalStatus\n    completionStatus\n    canEdit\n    createdBy {\n      id\n      fullName\n    }\n    startup {\n      id\n      name\n    }\n    assignees {\n      user {\n        id\n        fullName\n      }\n      done\n      status\n      type\n      value\n    }\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  subscription TasksUpdatedForUser {\n    tasksUpdatedForUser {\n      updateType\n      taskId\n      task {\n        id\n        dueDate\n        approvalStatus\n      }\n    }\n  }\n": typeof types.TasksUpdatedForUserDocument,
    "\n  query Tasks($tab: TaskTab, $section: TaskSection, $cursor: String, $limit: Int, $queryOptions: TaskQueryOptions) {\n    tasks(tab: $tab, section: $section, cursor: $cursor, limit: $limit, queryOptions: $queryOptions) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.TasksDocument,
    "\n  mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {\n    updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDoneDocument,
    "\n  mutation UpdateTask($taskId: ID!, $updatedTask: UpdateTaskInput!) {\n    updateTask(taskId: $taskId, updatedTask: $updatedTask) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation CompleteAllTours($location: String!) {\n    completeAllTours(location: $location) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.CompleteAllToursDocument,
    "\n  mutation CompleteTour($id: ID!) {\n    completeTour(id: $id) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.CompleteTourDocument,
    "\n  query QuidedTour($location: String!) {\n    guidedTour(location: $location) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.QuidedTourDocument,
    "\n  query AssignablePrograms {\n    programs {\n      id\n      name\n    }\n  }\n": typeof types.AssignableProgramsDocument,
    "\n  query AssignableStartups {\n    startups {\n      id\n      name\n    }\n  }\n": typeof types.AssignableStartupsDocument,
    "\n  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {\n    changeUserRole(userId: $userId, roleId: $roleId) {\n      ...ManagedUserFields\n    }\n  }\n": typeof types.ChangeUserRoleDocument,
    "\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n      email\n      roleType\n      expiresAt\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  fragment ManagedUserFields on ManagedUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    status\n    validated\n    createdAt\n    category\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n    assignedStartups {\n      id\n      name\n    }\n    programs {\n      id\n      name\n    }\n    tags {\n      id\n      name\n      color\n      kind\n    }\n    industries {\n      id\n      name\n    }\n  }\n": typeof types.ManagedUserFieldsFragmentDoc,
    "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n": typeof types.ReactivateUserDocument,
    "\n  mutation SetUserAssignedStartups($userId: ID!, $startupIds: [ID!]!) {\n    setUserAssignedStartups(userId: $userId, startupIds: $startupIds) {\n      ...ManagedUserFields\n    }\n  }\n": typeof types.SetUserAssignedStartupsDocument,
    "\n  mutation SetUserPrograms($userId: ID!, $programIds: [ID!]!) {\n    setUserPrograms(userId: $userId, programIds: $programIds) {\n      ...ManagedUserFields\n    }\n  }\n": typeof types.SetUserProgramsDocument,
    "\n  query UserManagementPermissions {\n    currentUserPermissions\n  }\n": typeof types.UserManagementPermissionsDocument,
    "\n  query UserPlanLimits {\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n": typeof types.UserPlanLimitsDocument,
    "\n  query UserRoles {\n    roles {\n      id\n      type\n      label\n      category\n    }\n  }\n": typeof types.UserRolesDocument,
    "\n  query ManagedUsers($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ManagedUserFields\n      }\n    }\n  }\n": typeof types.ManagedUsersDocument,
};
const documents: Documents = {
    "\n  subscription AccessChanged {\n    accessChanged {\n      reason\n    }\n  }\n": types.AccessChangedDocument,
    "\n  query ViewerAccess {\n    currentUserPermissions\n    featureFlags {\n      name\n      enabled\n      activated\n    }\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n": types.ViewerAccessDocument,
    "\n  query AccountDeletionIncubator {\n    incubator {\n      id\n      allowUserSelfDelete\n      supportEmail {\n        address\n      }\n    }\n  }\n": types.AccountDeletionIncubatorDocument,
    "\n  mutation DeleteOwnAccount($password: String!) {\n    deleteOwnAccount(password: $password)\n  }\n": types.DeleteOwnAccountDocument,
    "\n  fragment AdminRoleFields on Role {\n    id\n    type\n    label\n    isCustom\n    editable\n    userCount\n    category\n    permissions {\n      key\n      criteria\n    }\n    userAccess {\n      visibilitySettings\n      roles\n    }\n    startupAccess {\n      visibilitySettings\n    }\n  }\n": types.AdminRoleFieldsFragmentDoc,
    "\n  query AdminRoles {\n    roles {\n      ...AdminRoleFields\n    }\n  }\n": types.AdminRolesDocument,
    "\n  mutation CreateCustomRole($input: CreateCustomRoleInput!) {\n    createCustomRole(input: $input) {\n      ...AdminRoleFields\n    }\n  }\n": types.CreateCustomRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": types.DeleteRoleDocument,
    "\n  query PermissionCatalogue {\n    permissionCatalogue {\n      key\n      area\n      withCriteria\n    }\n  }\n": types.PermissionCatalogueDocument,
    "\n  query RolePlanFeatures {\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n": types.RolePlanFeaturesDocument,
    "\n  mutation UpdateRolePermissions($roleId: ID!, $changes: [PermissionChangeInput!]!) {\n    updateRolePermissions(roleId: $roleId, changes: $changes) {\n      ...AdminRoleFields\n    }\n  }\n": types.UpdateRolePermissionsDocument,
    "\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...AdminRoleFields\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  query IncubatorFullPlanInfo {\n    incubatorFullPlanInfo {\n      name\n      maxFileSize\n      features {\n        name\n        enabled\n      }\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n": types.IncubatorFullPlanInfoDocument,
    "\n  fragment IncubatorSettingsFields on IncubatorSettings {\n    id\n    name\n    slug\n    description\n    currency\n    timezone\n    defaultLanguage\n    allowUserSelfDelete\n    termsUrl\n    supportEmail\n    generalEmail\n    customLogin {\n      active\n      text\n      url\n      buttonBackgroundColor\n      buttonTextColor\n    }\n    logo\n    whiteLogo\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    seo {\n      active\n      seoTitle\n      seoDescription\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n": types.IncubatorSettingsFieldsFragmentDoc,
    "\n  query IncubatorSettings {\n    incubatorSettings {\n      ...IncubatorSettingsFields\n    }\n  }\n": types.IncubatorSettingsDocument,
    "\n  mutation UpdateIncubatorBranding($input: IncubatorBrandingInput!) {\n    updateIncubatorBranding(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n": types.UpdateIncubatorBrandingDocument,
    "\n  mutation UpdateIncubatorSettings($input: IncubatorSettingsInput!) {\n    updateIncubatorSettings(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n": types.UpdateIncubatorSettingsDocument,
    "\n  mutation AdminCreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminCreateStartupDocument,
    "\n  query AdminStartupOptions {\n    programs {\n      id\n      name\n    }\n    tags(kind: startup) {\n      id\n      name\n      color\n    }\n    industries {\n      id\n      name\n    }\n  }\n": types.AdminStartupOptionsDocument,
    "\n  query StartupAdminPeople($group: StartupAdminPeopleGroup!, $search: String) {\n    startupAdminPeople(group: $group, search: $search, limit: 20) {\n      id\n      fullName\n      email\n      roleName\n    }\n  }\n": types.StartupAdminPeopleDocument,
    "\n  query AdminStartups($filter: AdminStartupsFilter, $page: Int!, $pageSize: Int!) {\n    adminStartups(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        logo\n        foundingYear\n        createdAt\n        memberCount\n        connectionCount\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        tags {\n          id\n          name\n          color\n        }\n        industries {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AdminStartupsDocument,
    "\n  mutation StartStartupBatch($input: StartStartupBatchInput!) {\n    startStartupBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": types.StartStartupBatchDocument,
    "\n  subscription StartupBatchOperationUpdated($operationId: ID!) {\n    startupBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      startupId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": types.StartupBatchOperationUpdatedDocument,
    "\n  query ApplicationExport($id: ID!) {\n    applicationExport(id: $id) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n": types.ApplicationExportDocument,
    "\n  query ApplicationsDashboard($filter: ApplicationsDashboardFilter) {\n    applicationsDashboard(filter: $filter) {\n      total\n      archived\n      byStatus {\n        status\n        count\n      }\n      byFunnel {\n        funnelId\n        name\n        type\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      rounds {\n        roundId\n        funnelId\n        funnelName\n        position\n        name\n        type\n        current\n        entered\n        left\n        wentOn\n        conversion\n        averageHours\n        medianHours\n      }\n      weeks {\n        week\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      averageScores {\n        from\n        to\n        count\n      }\n      normalisedScores {\n        from\n        to\n        count\n      }\n      funnelOptions {\n        id\n        name\n      }\n    }\n  }\n": types.ApplicationsDashboardDocument,
    "\n  mutation ExportApplications($filter: ApplicationExportFilter) {\n    exportApplications(filter: $filter) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n": types.ExportApplicationsDocument,
    "\n  mutation DecideApplicationRound(\n    $id: ID!\n    $decision: ApplicationDecision!\n    $rejectionEmailId: ID\n    $includeReviewerComments: Boolean\n  ) {\n    decideApplicationRound(\n      id: $id\n      decision: $decision\n      rejectionEmailId: $rejectionEmailId\n      includeReviewerComments: $includeReviewerComments\n    ) {\n      id\n      status\n      roundId\n      startupId\n    }\n  }\n": types.DecideApplicationRoundDocument,
    "\n  mutation MoveApplicationToRound($id: ID!, $roundId: ID!) {\n    moveApplicationToRound(id: $id, roundId: $roundId) {\n      id\n      status\n      roundId\n    }\n  }\n": types.MoveApplicationToRoundDocument,
    "\n  mutation MoveApplicationToFunnel($id: ID!, $funnelId: ID!) {\n    moveApplicationToFunnel(id: $id, funnelId: $funnelId) {\n      id\n      status\n      funnelId\n    }\n  }\n": types.MoveApplicationToFunnelDocument,
    "\n  mutation ResetApplicationToDraft($id: ID!) {\n    resetApplicationToDraft(id: $id) {\n      id\n      status\n      roundId\n    }\n  }\n": types.ResetApplicationToDraftDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id)\n  }\n": types.DeleteApplicationDocument,
    "\n  mutation AddApplicationComment($applicationId: ID!, $body: String!, $forApplicant: Boolean) {\n    addApplicationComment(applicationId: $applicationId, body: $body, forApplicant: $forApplicant) {\n      ...ApplicationCommentFields\n    }\n  }\n": types.AddApplicationCommentDocument,
    "\n  mutation SetApplicationTags($id: ID!, $tagIds: [ID!]!) {\n    setApplicationTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n": types.SetApplicationTagsDocument,
    "\n  query ApplicationFile($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      roundId\n      funnelId\n      startupName\n      anonymous\n      viewerIs\n      submittedAt\n      decidedAt\n      createdAt\n      applicant {\n        id\n        fullName\n        email\n        avatar\n      }\n      funnel {\n        id\n        name\n        type\n      }\n      round {\n        id\n        name\n        position\n        type\n      }\n      rounds {\n        roundId\n        enteredAt\n        leftAt\n        outcome\n        round {\n          id\n          name\n          position\n        }\n      }\n      tags {\n        id\n        name\n        color\n      }\n      allowedActions\n    }\n  }\n": types.ApplicationFileDocument,
    "\n  query ApplicationActivity($id: ID!) {\n    application(id: $id) {\n      id\n      activities {\n        id\n        kind\n        values\n        createdAt\n        actor {\n          id\n          fullName\n        }\n      }\n      comments {\n        ...ApplicationCommentFields\n      }\n      emails {\n        id\n        kind\n        to\n        subject\n        scheduledFor\n        sentAt\n        cancelledAt\n      }\n    }\n  }\n": types.ApplicationActivityDocument,
    "\n  fragment ApplicationCommentFields on ApplicationComment {\n    id\n    body\n    forApplicant\n    createdAt\n    author {\n      id\n      fullName\n    }\n  }\n": types.ApplicationCommentFieldsFragmentDoc,
    "\n  query ApplicationAnswers($id: ID!) {\n    application(id: $id) {\n      id\n      answers {\n        round {\n          id\n          name\n          position\n        }\n        response {\n          id\n          formId\n          status\n          answers\n          submittedAt\n          updatedAt\n          version {\n            id\n            number\n            definition\n          }\n        }\n      }\n    }\n  }\n": types.ApplicationAnswersDocument,
    "\n  query ApplicationFunnelRounds($id: ID!) {\n    application(id: $id) {\n      id\n      funnel {\n        id\n        rounds {\n          id\n          name\n          position\n          type\n          emails {\n            id\n            kind\n            reason\n            timing\n            delayHours\n          }\n        }\n      }\n    }\n  }\n": types.ApplicationFunnelRoundsDocument,
    "\n  query MoveTargetFunnels {\n    funnels {\n      id\n      name\n      type\n      intakeFormId\n    }\n  }\n": types.MoveTargetFunnelsDocument,
    "\n  query ApplicationFileTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n": types.ApplicationFileTagChoicesDocument,
    "\n  query ApplicationMeeting($applicationId: ID!) {\n    applicationMeeting(applicationId: $applicationId) {\n      id\n      applicationId\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerIsApplicant\n      viewerMayInvite\n      viewerMayBook\n      round {\n        id\n        name\n        type\n      }\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n": types.ApplicationMeetingDocument,
    "\n  fragment MeetingInvitationFields on ApplicationMeetingInvitation {\n    id\n    invitationId\n    roundId\n    status\n    invitationSentAt\n    meetingBookedAt\n    meetingAt\n    meetingStatus\n    externalMeetingId\n    meetingOrganizerId\n    updatedAt\n    meeting {\n      ...CalendarEventFields\n    }\n  }\n": types.MeetingInvitationFieldsFragmentDoc,
    "\n  mutation CancelApplicationReviewMeeting($meetingInvitationId: ID, $organizerId: ID, $meetingId: ID) {\n    cancelApplicationReviewMeeting(\n      meetingInvitationId: $meetingInvitationId\n      organizerId: $organizerId\n      meetingId: $meetingId\n    ) {\n      updatedApplication {\n        id\n        status\n      }\n      updatedInvitation {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n": types.CancelApplicationReviewMeetingDocument,
    "\n  mutation InviteApplicationMeeting($applicationId: ID!) {\n    inviteApplicationMeeting(applicationId: $applicationId) {\n      id\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerMayInvite\n      viewerMayBook\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n": types.InviteApplicationMeetingDocument,
    "\n  query ApplicationQueue($filter: ApplicationOverviewFilter, $applicationId: ID!) {\n    applicationQueue(filter: $filter, applicationId: $applicationId) {\n      previousId\n      nextId\n      position\n      total\n    }\n  }\n": types.ApplicationQueueDocument,
    "\n  query ApplicationTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n": types.ApplicationTagChoicesDocument,
    "\n  query ApplicationsOverview($filter: ApplicationOverviewFilter, $page: Int) {\n    applicationsOverview(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      searchTruncated\n      items {\n        id\n        anonymous\n        applicantName\n        applicantEmail\n        startupName\n        status\n        averageScore\n        normalisedScore\n        evaluationCount\n        createdAt\n        funnel {\n          id\n          name\n        }\n        round {\n          id\n          name\n          position\n        }\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n": types.ApplicationsOverviewDocument,
    "\n  subscription ApplicationBatchOperationUpdated($operationId: ID!) {\n    applicationBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      applicationId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": types.ApplicationBatchOperationUpdatedDocument,
    "\n  query EvaluatorCandidates($funnelId: ID!) {\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      open\n    }\n  }\n": types.EvaluatorCandidatesDocument,
    "\n  query FunnelRejections($id: ID!) {\n    funnel(id: $id) {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        emails {\n          id\n          kind\n          reason\n        }\n      }\n    }\n  }\n": types.FunnelRejectionsDocument,
    "\n  query ApplicationOverviewOptions {\n    applicationOverviewOptions {\n      funnels {\n        funnel {\n          id\n          name\n        }\n        rounds {\n          id\n          name\n          position\n          type\n        }\n      }\n      evaluators {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n": types.ApplicationOverviewOptionsDocument,
    "\n  mutation StartApplicationBatch($input: StartApplicationBatchInput!) {\n    startApplicationBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": types.StartApplicationBatchDocument,
    "\n  query ApplicationRoundForm($applicationId: ID!, $roundId: ID!) {\n    applicationRoundForm(applicationId: $applicationId, roundId: $roundId) {\n      formId\n      title\n      versionNumber\n      definition\n      answers\n      prefilledQuestionIds\n      responseStatus\n      updatedAt\n      editable\n      emailValidated\n      round {\n        id\n        roundId\n        position\n        type\n        name\n        state\n      }\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n": types.ApplicationRoundFormDocument,
    "\n  mutation ApplyToFunnel($input: ApplyInput!) {\n    applyToFunnel(input: $input) {\n      token\n      roundPosition\n      application {\n        id\n        status\n      }\n    }\n  }\n": types.ApplyToFunnelDocument,
    "\n  query MyApplication($applicationId: ID!) {\n    myApplication(applicationId: $applicationId) {\n      ...MyApplicationFields\n    }\n  }\n": types.MyApplicationDocument,
    "\n  fragment MyApplicationFields on MyApplication {\n    id\n    nextStep\n    application {\n      id\n      status\n      createdAt\n      submittedAt\n      decidedAt\n    }\n    funnel {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n    currentRound {\n      id\n      roundId\n      position\n    }\n    rounds {\n      id\n      roundId\n      position\n      type\n      name\n      hasForm\n      state\n    }\n  }\n": types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplications {\n    myApplications {\n      ...MyApplicationFields\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  query MySubmittedForms {\n    myApplications {\n      ...MyApplicationFields\n      submittedForms {\n        formId\n        roundId\n        position\n        roundName\n        title\n        definition\n        answers\n        submittedAt\n      }\n    }\n  }\n": types.MySubmittedFormsDocument,
    "\n  query OpenFunnels {\n    openFunnels {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n  }\n": types.OpenFunnelsDocument,
    "\n  query PublicFunnel($slug: String!) {\n    publicFunnel(slug: $slug) {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n      rounds {\n        id\n        position\n        type\n        name\n      }\n    }\n  }\n": types.PublicFunnelDocument,
    "\n  mutation ResendApplicantConfirmation {\n    resendConfirmationEmail\n  }\n": types.ResendApplicantConfirmationDocument,
    "\n  mutation SaveApplicationAnswers($applicationId: ID!, $roundId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveApplicationAnswers(applicationId: $applicationId, roundId: $roundId, answers: $answers, submit: $submit) {\n      responseStatus\n      updatedAt\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n": types.SaveApplicationAnswersDocument,
    "\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n": types.AuthModeDocument,
    "\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n": types.LoginIncubatorDocument,
    "\n  query AvailabilityHost($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      id\n      fullName\n    }\n  }\n": types.AvailabilityHostDocument,
    "\n  query Availability($userId: ID) {\n    availability(userId: $userId) {\n      ...HostAvailabilityFields\n    }\n  }\n": types.AvailabilityDocument,
    "\n  fragment HostAvailabilityFields on HostAvailability {\n    userId\n    timezone\n    weeklyHours {\n      weekday\n      startMinute\n      endMinute\n    }\n    overrides {\n      date\n      ranges {\n        startMinute\n        endMinute\n      }\n    }\n    coachingMeetingSettings {\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n    icsFeedUrl\n    icsFeed {\n      url\n      status\n      error\n      errorCode\n      checkedAt\n      eventCount\n    }\n  }\n": types.HostAvailabilityFieldsFragmentDoc,
    "\n  mutation UpdateAvailability($userId: ID, $input: AvailabilityInput!) {\n    updateAvailability(userId: $userId, input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n": types.UpdateAvailabilityDocument,
    "\n  query ApplicationMeetingBooking($applicationId: ID!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      applicationId\n      invitationId\n      title\n      start\n      end\n      availabilityMode\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n": types.ApplicationMeetingBookingDocument,
    "\n  query ApplicationMeetingFreeSlots($applicationId: ID!, $interval: IntervalInput!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n": types.ApplicationMeetingFreeSlotsDocument,
    "\n  query BookingViewer {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n  }\n": types.BookingViewerDocument,
    "\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    start\n    end\n    summary\n    description\n    location\n    locationLink\n    conferenceProvider {\n      url\n      provider\n      name\n    }\n    contextType\n    contextId\n    status\n    sequence\n    organizer {\n      ...UserCardFields\n    }\n    attendees {\n      id\n      fullName\n    }\n  }\n": types.CalendarEventFieldsFragmentDoc,
    "\n  mutation CreateCalendarEvent($input: CreateCalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n": types.CreateCalendarEventDocument,
    "\n  query IncubatorEventBooking($eventId: ID!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      title\n      durationInMinutes\n      start\n      end\n      availabilityMode\n      viewerIsHost\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n": types.IncubatorEventBookingDocument,
    "\n  query IncubatorEventFreeSlots($eventId: ID!, $interval: IntervalInput!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n": types.IncubatorEventFreeSlotsDocument,
    "\n  query GetFreeSlotsByCustomerIds(\n    $customerIds: [ID!]!\n    $interval: IntervalInput!\n    $durationInMinutes: Int!\n    $excludeEventId: ID\n  ) {\n    getFreeSlotsByCustomerIds(\n      customerIds: $customerIds\n      interval: $interval\n      durationInMinutes: $durationInMinutes\n      excludeEventId: $excludeEventId\n    ) {\n      customerId\n      slots {\n        start\n        end\n      }\n      supportedLocations\n    }\n  }\n": types.GetFreeSlotsByCustomerIdsDocument,
    "\n  query ProfileCoachingMeetingSettings($userIds: [ID!]!, $startupId: ID) {\n    getProfileCoachingMeetingSettings(userIds: $userIds, startupId: $startupId) {\n      userId\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n  }\n": types.ProfileCoachingMeetingSettingsDocument,
    "\n  mutation UpdateCalendarEvent($input: UpdateCalendarEventInput!) {\n    updateCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n": types.UpdateCalendarEventDocument,
    "\n  fragment UserCardFields on UserCard {\n    id\n    fullName\n    firstName\n    lastName\n    email\n    timezone\n    roleLabel\n    roleType\n    avatar\n    headline\n  }\n": types.UserCardFieldsFragmentDoc,
    "\n  query BookingUsersByIds($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      ...UserCardFields\n    }\n  }\n": types.BookingUsersByIdsDocument,
    "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n": types.IncubatorBrandingFragmentDoc,
    "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n": types.IncubatorBrandingDocument,
    "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n": types.IncubatorUpdatedDocument,
    "\n  query CalendarEventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n": types.CalendarEventIcsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  query CalendarPage {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n": types.CalendarPageDocument,
    "\n  query CalendarPanel($start: Int!, $end: Int!) {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents(start: $start, end: $end) {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n      contextType\n      contextId\n      link\n      eventAttendeeId\n    }\n  }\n": types.CalendarPanelDocument,
    "\n  mutation CancelCalendarEvent($id: ID!) {\n    cancelCalendarEvent(id: $id) {\n      id\n      event {\n        id\n        status\n      }\n    }\n  }\n": types.CancelCalendarEventDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query CommunityPeople($search: String, $offset: Int, $limit: Int) {\n    community(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        roleType\n        roleLabel\n        headline\n        avatar\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n": types.CommunityPeopleDocument,
    "\n  query CommunityStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n      website\n      people {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n": types.CommunityStartupsDocument,
    "\n  query CustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!) {\n    customFieldValues(entity: $entity, entityId: $entityId)\n  }\n": types.CustomFieldValuesDocument,
    "\n  fragment CustomFieldFields on CustomField {\n    id\n    entity\n    key\n    fieldType\n    label\n    labelText\n    description\n    options\n    validations\n    archived\n    valueCount\n    position\n  }\n": types.CustomFieldFieldsFragmentDoc,
    "\n  query CustomField($id: ID!) {\n    customField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n": types.CustomFieldDocument,
    "\n  query CustomFields($entity: CustomFieldEntity, $includeArchived: Boolean) {\n    customFields(entity: $entity, includeArchived: $includeArchived) {\n      ...CustomFieldFields\n    }\n  }\n": types.CustomFieldsDocument,
    "\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": types.CreateCustomFieldDocument,
    "\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": types.UpdateCustomFieldDocument,
    "\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n": types.ArchiveCustomFieldDocument,
    "\n  mutation RestoreCustomField($id: ID!) {\n    restoreCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n": types.RestoreCustomFieldDocument,
    "\n  mutation MoveCustomField($id: ID!, $position: Int!) {\n    moveCustomField(id: $id, position: $position) {\n      ...CustomFieldFields\n    }\n  }\n": types.MoveCustomFieldDocument,
    "\n  query ProfileLayout($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      id\n      status\n      currentVersion {\n        id\n        number\n        status\n        definition\n      }\n      publishedVersion {\n        id\n        number\n        definition\n      }\n    }\n  }\n": types.ProfileLayoutDocument,
    "\n  mutation CreateProfileLayout($input: CreateFormInput!) {\n    createForm(input: $input) {\n      id\n    }\n  }\n": types.CreateProfileLayoutDocument,
    "\n  mutation SaveProfileLayout($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n    }\n  }\n": types.SaveProfileLayoutDocument,
    "\n  mutation PublishProfileLayout($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n    }\n  }\n": types.PublishProfileLayoutDocument,
    "\n  mutation SetCustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!, $values: JSON!) {\n    setCustomFieldValues(entity: $entity, entityId: $entityId, values: $values)\n  }\n": types.SetCustomFieldValuesDocument,
    "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n": types.SupportEmailDocument,
    "\n  query ApplicationEvaluations($applicationId: ID!) {\n    applicationEvaluations(applicationId: $applicationId) {\n      applicationId\n      blind\n      averageScore\n      normalisedScore\n      evaluationCount\n      evaluations {\n        evaluatorId\n        evaluatorName\n        roundId\n        submittedAt\n        score\n        zScore\n        mine\n      }\n      conflicts {\n        evaluatorId\n        evaluatorName\n        reason\n        declaredAt\n      }\n    }\n  }\n": types.ApplicationEvaluationsDocument,
    "\n  mutation AssignEvaluators($input: AssignEvaluatorsInput!) {\n    assignEvaluators(input: $input) {\n      assigned {\n        applicationId\n        evaluatorId\n        roundId\n      }\n      unchangedApplicationIds\n    }\n  }\n": types.AssignEvaluatorsDocument,
    "\n  query AssignationFunnels {\n    funnels {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        type\n        blind\n        evaluatorsPerApplication\n      }\n    }\n  }\n": types.AssignationFunnelsDocument,
    "\n  mutation DeclareConflict($applicationId: ID!, $reason: String, $evaluatorId: ID) {\n    declareConflict(applicationId: $applicationId, reason: $reason, evaluatorId: $evaluatorId) {\n      applicationId\n      evaluatorId\n    }\n  }\n": types.DeclareConflictDocument,
    "\n  query EvaluationForm($applicationId: ID!) {\n    evaluationForm(applicationId: $applicationId) {\n      applicationId\n      roundId\n      blind\n      submittedAt\n      score\n      formId\n      title\n      version {\n        id\n        definition\n        maxScore\n      }\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n": types.EvaluationFormDocument,
    "\n  query EvaluationQueue {\n    evaluationQueue {\n      applicationId\n      roundId\n      toDo\n      blind\n      applicantName\n      submittedAt\n      score\n    }\n  }\n": types.EvaluationQueueDocument,
    "\n  query RoundAssignments($roundId: ID!, $funnelId: ID!) {\n    evaluationRoundAssignments(roundId: $roundId) {\n      applicationId\n      applicantName\n      status\n      evaluators {\n        evaluatorId\n        fullName\n        submittedAt\n        score\n      }\n      conflictEvaluatorIds\n    }\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      roleType\n      open\n      funnelOpen\n      funnelSubmitted\n    }\n  }\n": types.RoundAssignmentsDocument,
    "\n  mutation SaveEvaluation($applicationId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveEvaluation(applicationId: $applicationId, answers: $answers, submit: $submit) {\n      applicationId\n      submittedAt\n      score\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n": types.SaveEvaluationDocument,
    "\n  mutation UnassignEvaluator($applicationId: ID!, $evaluatorId: ID!) {\n    unassignEvaluator(applicationId: $applicationId, evaluatorId: $evaluatorId) {\n      id\n      status\n    }\n  }\n": types.UnassignEvaluatorDocument,
    "\n  mutation AcceptIncubatorEventOffer($incubatorEventId: ID!) {\n    acceptIncubatorEventOffer(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n": types.AcceptIncubatorEventOfferDocument,
    "\n  mutation CancelIncubatorEventAttendee($incubatorEventId: ID!, $eventAttendeeId: ID!) {\n    cancelIncubatorEventAttendee(incubatorEventId: $incubatorEventId, eventAttendeeId: $eventAttendeeId) {\n      id\n      status\n    }\n  }\n": types.CancelIncubatorEventAttendeeDocument,
    "\n  mutation CreateIncubatorEvent($input: CreateIncubatorEventInput!) {\n    createIncubatorEvent(input: $input) {\n      id\n    }\n  }\n": types.CreateIncubatorEventDocument,
    "\n  mutation DeleteIncubatorEvent($id: ID!) {\n    deleteIncubatorEvent(id: $id)\n  }\n": types.DeleteIncubatorEventDocument,
    "\n  fragment EventCardFields on IncubatorEvent {\n    id\n    eventType\n    title\n    status\n    startTime\n    endTime\n    image\n    capacity\n    seatsLeft\n    noOfBookings\n    hosts {\n      id\n      fullName\n      avatar\n    }\n    topics {\n      id\n      name\n      color\n    }\n    viewerAttendee {\n      id\n      status\n    }\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  query EventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n": types.EventIcsDocument,
    "\n  query EventMeeting($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      start\n      end\n    }\n  }\n": types.EventMeetingDocument,
    "\n  query EventPeople($search: String) {\n    community(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": types.EventPeopleDocument,
    "\n  query EventPrograms {\n    programs {\n      id\n      name\n    }\n  }\n": types.EventProgramsDocument,
    "\n  query EventTags($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n": types.EventTagsDocument,
    "\n  query IncubatorEvent($id: ID!) {\n    incubatorEvent(id: $id) {\n      ...EventCardFields\n      description\n      timezone\n      cover\n      coverId\n      location {\n        text\n        link\n        provider\n      }\n      hosts {\n        id\n        fullName\n        avatar\n        headline\n      }\n      tags {\n        id\n        name\n        color\n      }\n      attachmentFiles {\n        id\n        name\n        fileType\n        fileUrl\n      }\n      attachmentLinks {\n        id\n        name\n        link\n      }\n      duration\n      timeslotIncrement\n      numberOfSessions\n      oneOnOneDates\n      registrationClosesAt\n      waitlistOfferHours\n      recurrence\n      availability {\n        method\n        type\n        mode\n      }\n      calendarHost {\n        id\n        fullName\n      }\n      editPermission {\n        id\n        fullName\n      }\n      ignoreHostsLinkedCalendar\n      ignoreHourAllocation\n      registrationNoticePeriod {\n        meetingRegistrationHasNoticePeriod\n        periodValue\n        periodUnit\n      }\n      visibility {\n        userRoles {\n          is\n          isNot\n        }\n        userTags {\n          is\n          isNot\n        }\n        startupTags {\n          is\n          isNot\n        }\n        startupPrograms {\n          is\n          isNot\n        }\n      }\n      viewerCanEdit\n      viewerCanDelete\n      viewerAttendee {\n        id\n        status\n        offerExpiresAt\n        waitlistPosition\n        meetingId\n      }\n      attendees {\n        id\n        status\n        registrationTime\n        email\n        registrant {\n          id\n          fullName\n          avatar\n        }\n      }\n    }\n  }\n": types.IncubatorEventDocument,
    "\n  query IncubatorEvents($filter: IncubatorEventFilter) {\n    incubatorEvents(filter: $filter) {\n      nextCursor\n      results {\n        ...EventCardFields\n      }\n    }\n  }\n": types.IncubatorEventsDocument,
    "\n  mutation RegisterForIncubatorEvent($incubatorEventId: ID!) {\n    registerForIncubatorEvent(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n": types.RegisterForIncubatorEventDocument,
    "\n  mutation UpdateIncubatorEvent($id: ID!, $input: UpdateIncubatorEventInput!) {\n    updateIncubatorEvent(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateIncubatorEventDocument,
    "\n  fragment BuilderFormFields on Form {\n    id\n    kind\n    title\n    status\n    shareUuid\n    answerCount\n    updatedAt\n    currentVersion {\n      id\n      number\n      status\n      definition\n      maxScore\n    }\n    publishedVersion {\n      id\n      number\n    }\n    versions {\n      id\n      number\n      status\n      publishedAt\n      createdAt\n      answerCount\n    }\n  }\n": types.BuilderFormFieldsFragmentDoc,
    "\n  mutation CreateForm($input: CreateFormInput!) {\n    createForm(input: $input) {\n      ...BuilderFormFields\n    }\n  }\n": types.CreateFormDocument,
    "\n  query BuilderCustomFields {\n    customFields {\n      id\n      entity\n      key\n      fieldType\n      label\n      labelText\n      options\n      validations\n      archived\n    }\n  }\n": types.BuilderCustomFieldsDocument,
    "\n  mutation DuplicateForm($formId: ID!) {\n    duplicateForm(formId: $formId) {\n      id\n    }\n  }\n": types.DuplicateFormDocument,
    "\n  mutation ArchiveForm($formId: ID!) {\n    archiveForm(formId: $formId) {\n      id\n      status\n    }\n  }\n": types.ArchiveFormDocument,
    "\n  mutation DeleteForm($formId: ID!) {\n    deleteForm(formId: $formId)\n  }\n": types.DeleteFormDocument,
    "\n  query BuilderFormVersion($id: ID!) {\n    formVersion(id: $id) {\n      id\n      formId\n      number\n      status\n      definition\n      publishedAt\n      createdAt\n    }\n  }\n": types.BuilderFormVersionDocument,
    "\n  query BuilderForm($id: ID!) {\n    form(id: $id) {\n      ...BuilderFormFields\n    }\n  }\n": types.BuilderFormDocument,
    "\n  query BuilderForms($kind: FormKind, $locale: String) {\n    forms(kind: $kind) {\n      id\n      kind\n      title(locale: $locale)\n      status\n      answerCount\n      updatedAt\n      currentVersion {\n        id\n        number\n        status\n      }\n      publishedVersion {\n        id\n        number\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n": types.BuilderFormsDocument,
    "\n  query BuilderProfileForm($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      ...BuilderFormFields\n    }\n  }\n": types.BuilderProfileFormDocument,
    "\n  mutation PublishForm($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n      version {\n        id\n        number\n      }\n      form {\n        ...BuilderFormFields\n      }\n    }\n  }\n": types.PublishFormDocument,
    "\n  mutation SaveFormDraft($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n      number\n      status\n    }\n  }\n": types.SaveFormDraftDocument,
    "\n  query FormToFill($formId: ID!) {\n    formToFill(formId: $formId) {\n      formId\n      kind\n      title\n      version {\n        id\n        number\n        definition\n      }\n      response {\n        id\n        status\n        answers\n        updatedAt\n        submittedAt\n      }\n    }\n    videoQuestionToken\n  }\n": types.FormToFillDocument,
    "\n  mutation SaveFormResponse($formId: ID!, $answers: JSON!) {\n    saveFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.SaveFormResponseDocument,
    "\n  query SharedForm($uuid: ID!) {\n    sharedForm(uuid: $uuid) {\n      kind\n      title\n      versionNumber\n      definition\n    }\n  }\n": types.SharedFormDocument,
    "\n  mutation SubmitFormResponse($formId: ID!, $answers: JSON!) {\n    submitFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      submittedAt\n    }\n  }\n": types.SubmitFormResponseDocument,
    "\n  mutation CreateFunnel($input: CreateFunnelInput!) {\n    createFunnel(input: $input) {\n      id\n    }\n  }\n": types.CreateFunnelDocument,
    "\n  mutation UpdateFunnel($id: ID!, $input: UpdateFunnelInput!) {\n    updateFunnel(id: $id, input: $input) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n": types.UpdateFunnelDocument,
    "\n  mutation DeleteFunnel($id: ID!) {\n    deleteFunnel(id: $id)\n  }\n": types.DeleteFunnelDocument,
    "\n  mutation SetFunnelAdmins($funnelId: ID!, $userIds: [ID!]!) {\n    setFunnelAdmins(funnelId: $funnelId, userIds: $userIds) {\n      id\n      admins {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": types.SetFunnelAdminsDocument,
    "\n  query FunnelSetupOptions($locale: String) {\n    funnelSetupOptions(locale: $locale) {\n      intakeForms {\n        id\n        title\n        published\n      }\n      evaluationForms {\n        id\n        title\n        published\n      }\n      programs {\n        id\n        name\n      }\n      communityRoles {\n        id\n        label\n      }\n      team {\n        id\n        fullName\n        email\n      }\n      hosts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": types.FunnelSetupOptionsDocument,
    "\n  query FunnelTagOptions($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n": types.FunnelTagOptionsDocument,
    "\n  query Funnel($id: ID!) {\n    funnel(id: $id) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      applicationCount\n      mayEdit\n      mayCreateRejectionEmails\n      mayEditRejectionEmails\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n      admins {\n        id\n        fullName\n        email\n      }\n      rounds {\n        ...FunnelRoundFields\n      }\n    }\n  }\n": types.FunnelDocument,
    "\n  fragment FunnelRoundFields on Round {\n    id\n    funnelId\n    position\n    type\n    name\n    formId\n    blind\n    evaluatorsPerApplication\n    meeting {\n      durationMinutes\n      incrementMinutes\n      location\n      mode\n      hostIds\n    }\n    emails {\n      ...FunnelRoundEmailFields\n    }\n  }\n": types.FunnelRoundFieldsFragmentDoc,
    "\n  fragment FunnelRoundEmailFields on RoundEmail {\n    id\n    roundId\n    kind\n    reason\n    subject\n    body\n    timing\n    delayHours\n  }\n": types.FunnelRoundEmailFieldsFragmentDoc,
    "\n  query Funnels {\n    funnels {\n      id\n      type\n      name\n      slug\n      deadline\n      closedAt\n      published\n      applicationCount\n      mayEdit\n      mayDelete\n      rounds {\n        id\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n": types.FunnelsDocument,
    "\n  mutation SaveRound($funnelId: ID!, $input: RoundInput!) {\n    saveRound(funnelId: $funnelId, input: $input) {\n      ...FunnelRoundFields\n    }\n  }\n": types.SaveRoundDocument,
    "\n  mutation DeleteRound($id: ID!) {\n    deleteRound(id: $id) {\n      ...FunnelRoundFields\n    }\n  }\n": types.DeleteRoundDocument,
    "\n  mutation MoveRound($id: ID!, $position: Int!) {\n    moveRound(id: $id, position: $position) {\n      ...FunnelRoundFields\n    }\n  }\n": types.MoveRoundDocument,
    "\n  mutation SaveRoundEmail($roundId: ID!, $input: RoundEmailInput!) {\n    saveRoundEmail(roundId: $roundId, input: $input) {\n      ...FunnelRoundEmailFields\n    }\n  }\n": types.SaveRoundEmailDocument,
    "\n  mutation DeleteRoundEmail($id: ID!) {\n    deleteRoundEmail(id: $id) {\n      ...FunnelRoundEmailFields\n    }\n  }\n": types.DeleteRoundEmailDocument,
    "\n  query BackgroundJobs($filter: BackgroundJobFilter!) {\n    backgroundJobCounts {\n      queued\n      running\n      done\n      failed\n      retried\n    }\n    backgroundJobs(filter: $filter, first: 50) {\n      id\n      kind\n      status\n      attempts\n      maxAttempts\n      lastError\n      runAt\n      createdAt\n      finishedAt\n    }\n  }\n": types.BackgroundJobsDocument,
    "\n  mutation RetryBackgroundJob($id: ID!) {\n    retryBackgroundJob(id: $id) {\n      id\n      status\n    }\n  }\n": types.RetryBackgroundJobDocument,
    "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      applicant {\n        id\n        fullName\n        email\n      }\n      application {\n        id\n        status\n        createdAt\n      }\n      funnel {\n        id\n        name\n      }\n      targets {\n        funnel {\n          id\n          name\n        }\n        sameIntakeForm\n        alreadyApplied\n        hasRounds\n      }\n      transfers {\n        applicationId\n        funnelId\n        funnelName\n        at\n      }\n    }\n  }\n": types.LeadDocument,
    "\n  mutation TransferLead($id: ID!, $funnelId: ID!) {\n    transferLead(id: $id, funnelId: $funnelId) {\n      answersCarried\n      application {\n        id\n        funnelId\n      }\n    }\n  }\n": types.TransferLeadDocument,
    "\n  mutation AddMilestone($input: AddMilestoneInput!) {\n    addMilestone(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": types.AddMilestoneDocument,
    "\n  mutation UpdateMilestone($id: ID!, $input: UpdateMilestoneInput!) {\n    updateMilestone(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": types.UpdateMilestoneDocument,
    "\n  mutation DeleteMilestone($id: ID!) {\n    deleteMilestone(id: $id) {\n      ...MilestonePlanFields\n    }\n  }\n": types.DeleteMilestoneDocument,
    "\n  mutation SetMilestoneDone($id: ID!, $done: Boolean!) {\n    setMilestoneDone(id: $id, done: $done) {\n      ...MilestonePlanFields\n    }\n  }\n": types.SetMilestoneDoneDocument,
    "\n  fragment MilestonePlanFields on MilestonePlan {\n    id\n    startupId\n    isTemplate\n    templateId\n    name\n    goal\n    unit\n    target\n    summary\n    updatedAt\n    viewerCanEdit\n    progress {\n      done\n      total\n      percent\n    }\n    milestones {\n      id\n      title\n      description\n      dueDate\n      done\n      subMilestones {\n        id\n        parentId\n        title\n        description\n        dueDate\n        done\n      }\n    }\n  }\n": types.MilestonePlanFieldsFragmentDoc,
    "\n  query MilestonePlans($startupId: ID!) {\n    milestonePlans(startupId: $startupId) {\n      startupId\n      viewerCanCreate\n      viewerCanCreateTemplates\n      plans {\n        ...MilestonePlanFields\n      }\n    }\n  }\n": types.MilestonePlansDocument,
    "\n  query MilestoneStartups {\n    startups {\n      id\n      name\n    }\n  }\n": types.MilestoneStartupsDocument,
    "\n  query MilestoneTemplates {\n    milestoneTemplates {\n      ...MilestonePlanFields\n    }\n  }\n": types.MilestoneTemplatesDocument,
    "\n  mutation CreateMilestonePlan($input: CreateMilestonePlanInput!) {\n    createMilestonePlan(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": types.CreateMilestonePlanDocument,
    "\n  mutation UpdateMilestonePlan($id: ID!, $input: UpdateMilestonePlanInput!) {\n    updateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": types.UpdateMilestonePlanDocument,
    "\n  mutation DeleteMilestonePlan($id: ID!) {\n    deleteMilestonePlan(id: $id)\n  }\n": types.DeleteMilestonePlanDocument,
    "\n  mutation DuplicateMilestonePlan($id: ID!, $input: DuplicateMilestonePlanInput) {\n    duplicateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n": types.DuplicateMilestonePlanDocument,
    "\n  mutation ApplyMilestoneTemplate($templateId: ID!, $startupIds: [ID!]!) {\n    applyMilestoneTemplate(templateId: $templateId, startupIds: $startupIds) {\n      id\n      startupId\n    }\n  }\n": types.ApplyMilestoneTemplateDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n    }\n  }\n": types.NotificationCreatedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    createdAt\n    url\n    icon\n    values {\n      actorName\n      startupName\n      applicantName\n      programName\n      startsAt\n      period\n      status\n      eventTitle\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  query NotificationsPage($after: String) {\n    notifications(after: $after) {\n      pageSize\n      nextCursor\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": types.NotificationsPageDocument,
    "\n  mutation SetNotificationsLastSeen {\n    setNotificationsLastSeen {\n      count\n      lastSeenTimestamp\n    }\n  }\n": types.SetNotificationsLastSeenDocument,
    "\n  query UnseenNotifications {\n    unseenNotifications {\n      count\n      lastSeenTimestamp\n    }\n  }\n": types.UnseenNotificationsDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query Portfolio($search: String, $page: Int, $pageSize: Int) {\n    portfolio(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        logo\n        website\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        connections {\n          ...StartupConnectionFields\n        }\n      }\n    }\n  }\n": types.PortfolioDocument,
    "\n  fragment StartupConnectionFields on StartupConnection {\n    id\n    startupId\n    assignedUser {\n      ...UserCardFields\n    }\n    minutesAllocated\n    minutesUsed\n    minutesPending\n    minutesRemaining\n    hourAllocationRequired\n    takesBookings\n    availableDurationsInMins\n  }\n": types.StartupConnectionFieldsFragmentDoc,
    "\n  query StartupConnections($startupId: ID!) {\n    startupConnections(startupId: $startupId) {\n      ...StartupConnectionFields\n    }\n  }\n": types.StartupConnectionsDocument,
    "\n  fragment AdminProgramFields on AdminProgram {\n    id\n    name\n    type\n    description\n    startsOn\n    endsOn\n    mode\n    memberCount\n    startupCount\n    admin {\n      id\n      fullName\n    }\n  }\n": types.AdminProgramFieldsFragmentDoc,
    "\n  query AdminPrograms {\n    adminPrograms {\n      ...AdminProgramFields\n    }\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n": types.AdminProgramsDocument,
    "\n  query ProgramAssignableStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n    }\n    adminPrograms {\n      id\n      name\n    }\n  }\n": types.ProgramAssignableStartupsDocument,
    "\n  query ProgramMembers($id: ID!) {\n    program(id: $id) {\n      id\n      members {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": types.ProgramMembersDocument,
    "\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      ...AdminProgramFields\n    }\n  }\n": types.CreateProgramDocument,
    "\n  mutation UpdateProgram($id: ID!, $input: UpdateProgramInput!) {\n    updateProgram(id: $id, input: $input) {\n      ...AdminProgramFields\n    }\n  }\n": types.UpdateProgramDocument,
    "\n  mutation SetProgramMembers($programId: ID!, $userIds: [ID!]!) {\n    setProgramMembers(programId: $programId, userIds: $userIds) {\n      ...AdminProgramFields\n    }\n  }\n": types.SetProgramMembersDocument,
    "\n  mutation DeleteProgram($id: ID!) {\n    deleteProgram(id: $id)\n  }\n": types.DeleteProgramDocument,
    "\n  query ProgramPeople($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        email\n        category\n        role {\n          id\n          type\n          label\n        }\n        programs {\n          id\n          name\n        }\n        assignedStartups {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ProgramPeopleDocument,
    "\n  mutation StartUserBatch($input: StartUserBatchInput!) {\n    startUserBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": types.StartUserBatchDocument,
    "\n  subscription UserBatchOperationUpdated($operationId: ID!) {\n    userBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      userId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n": types.UserBatchOperationUpdatedDocument,
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n      isCustom\n      userAccess {\n        visibilitySettings\n        roles\n      }\n      startupAccess {\n        visibilitySettings\n      }\n    }\n    startups {\n      id\n      name\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n": types.LogoutSessionDocument,
    "\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n": types.ResendConfirmationEmailDocument,
    "\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n": types.SessionLoggedOutDocument,
    "\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n": types.UpsertSessionDocument,
    "\n  query StartupApplications($startupId: ID!) {\n    startupApplications(startupId: $startupId) {\n      id\n      funnelName\n      roundName\n      roundPosition\n      status\n      createdAt\n      submittedAt\n      decidedAt\n      applicantName\n      link\n      staffView\n    }\n  }\n": types.StartupApplicationsDocument,
    "\n  mutation CreateDocumentFolder($startupId: ID!, $name: String!) {\n    createDocumentFolder(startupId: $startupId, name: $name) {\n      id\n      name\n    }\n  }\n": types.CreateDocumentFolderDocument,
    "\n  mutation RenameDocumentFolder($id: ID!, $name: String!) {\n    renameDocumentFolder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameDocumentFolderDocument,
    "\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteDocumentFolder(id: $id)\n  }\n": types.DeleteDocumentFolderDocument,
    "\n  mutation AddStartupDocuments($startupId: ID!, $input: AddStartupDocumentsInput!) {\n    addStartupDocuments(startupId: $startupId, input: $input) {\n      id\n    }\n  }\n": types.AddStartupDocumentsDocument,
    "\n  mutation UpdateStartupDocument($id: ID!, $input: UpdateStartupDocumentInput!) {\n    updateStartupDocument(id: $id, input: $input) {\n      id\n      name\n      description\n      folderId\n    }\n  }\n": types.UpdateStartupDocumentDocument,
    "\n  mutation DeleteStartupDocument($id: ID!) {\n    deleteStartupDocument(id: $id)\n  }\n": types.DeleteStartupDocumentDocument,
    "\n  query StartupDocuments($startupId: ID!) {\n    startupDocuments(startupId: $startupId) {\n      startupId\n      canEdit\n      folders {\n        id\n        name\n        documentCount\n      }\n      documents {\n        id\n        folderId\n        name\n        description\n        sizeBytes\n        contentType\n        kind\n        fileName\n        url\n        uploadedByName\n        createdAt\n      }\n    }\n    planInfo {\n      maxFileSize\n    }\n  }\n": types.StartupDocumentsDocument,
    "\n  mutation ExportStartup($startupId: ID!) {\n    exportStartup(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n": types.ExportStartupDocument,
    "\n  fragment StartupExportFields on StartupExport {\n    id\n    status\n    error\n    createdAt\n    finishedAt\n    downloadUrl\n  }\n": types.StartupExportFieldsFragmentDoc,
    "\n  query StartupExports($startupId: ID!) {\n    startupExports(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n": types.StartupExportsDocument,
    "\n  mutation CreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      ...StartupFileFields\n    }\n  }\n": types.CreateStartupDocument,
    "\n  query SetUpForStartupLinks($startupId: ID!) {\n    setUpForStartupLinks(startupId: $startupId) {\n      key\n      done\n      path\n    }\n  }\n": types.SetUpForStartupLinksDocument,
    "\n  query StartupConnectionCandidates($startupId: ID!, $search: String) {\n    startupConnectionCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n      roleType\n    }\n  }\n": types.StartupConnectionCandidatesDocument,
    "\n  mutation SetStartupConnection($startupId: ID!, $userId: ID!, $minutesAllocated: Int!) {\n    setStartupConnection(startupId: $startupId, userId: $userId, minutesAllocated: $minutesAllocated) {\n      ...StartupConnectionFields\n    }\n  }\n": types.SetStartupConnectionDocument,
    "\n  mutation RemoveStartupConnection($startupId: ID!, $userId: ID!) {\n    removeStartupConnection(startupId: $startupId, userId: $userId) {\n      ...StartupConnectionFields\n    }\n  }\n": types.RemoveStartupConnectionDocument,
    "\n  fragment StartupFileFields on StartupFile {\n    id\n    name\n    logo\n    website\n    foundingYear\n    description\n    createdAt\n    members {\n      id\n      fullName\n    }\n    people {\n      id\n      role\n      user {\n        id\n        fullName\n        avatar\n        email\n      }\n    }\n    programs {\n      id\n      name\n    }\n    viewerIsMember\n    viewerRights {\n      mayEditName\n      mayEditProfile\n      mayEditMembers\n      mayEditConnections\n    }\n  }\n": types.StartupFileFieldsFragmentDoc,
    "\n  query StartupFile($id: ID) {\n    startupFile(id: $id) {\n      ...StartupFileFields\n    }\n  }\n": types.StartupFileDocument,
    "\n  query StartupMemberCandidates($startupId: ID!, $search: String) {\n    startupMemberCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n    }\n  }\n": types.StartupMemberCandidatesDocument,
    "\n  mutation AddStartupMember($startupId: ID!, $userId: ID!, $role: String) {\n    addStartupMember(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n": types.AddStartupMemberDocument,
    "\n  mutation SetStartupMemberRole($startupId: ID!, $userId: ID!, $role: String) {\n    setStartupMemberRole(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n": types.SetStartupMemberRoleDocument,
    "\n  mutation RemoveStartupMember($startupId: ID!, $userId: ID!) {\n    removeStartupMember(startupId: $startupId, userId: $userId) {\n      ...StartupFileFields\n    }\n  }\n": types.RemoveStartupMemberDocument,
    "\n  mutation UpdateStartup($id: ID!, $input: UpdateStartupInput!) {\n    updateStartup(id: $id, input: $input) {\n      ...StartupFileFields\n    }\n  }\n": types.UpdateStartupDocument,
    "\n  fragment TimelinePageFields on TimelinePage {\n    nextCursor\n    viewerMay {\n      post\n      postPrivate\n      pin\n    }\n    pinned {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n    results {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n  }\n": types.TimelinePageFieldsFragmentDoc,
    "\n  fragment TimelineEventFields on Event {\n    id\n    createdAt\n    updatedAt\n    isPinned\n    isPublic\n    isUpdate\n    eventType\n    message\n    startup {\n      id\n      name\n    }\n    createdBy {\n      id\n      fullName\n      roleLabel\n      roleType\n      avatar\n    }\n    attachments {\n      id\n      name\n      fileType\n      url\n      pdfUrl\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n": types.TimelineEventFieldsFragmentDoc,
    "\n  fragment TimelineDataDueEventFields on DataDueEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n": types.TimelineDataDueEventFieldsFragmentDoc,
    "\n  fragment TimelineTopLevelDataSubmittedEventFields on TopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n": types.TimelineTopLevelDataSubmittedEventFieldsFragmentDoc,
    "\n  fragment TimelineNonTopLevelDataSubmittedEventFields on NonTopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n": types.TimelineNonTopLevelDataSubmittedEventFieldsFragmentDoc,
    "\n  fragment TimelineCoachingSessionPostFields on CoachingSessionPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    sessionName\n    date\n    expectedDuration\n    sessionStartDateTime\n    topics\n    coachs {\n      fullName\n    }\n    attendees {\n      fullName\n    }\n    editor\n    staffEditor\n  }\n": types.TimelineCoachingSessionPostFieldsFragmentDoc,
    "\n  fragment TimelineCoachingInvitePostFields on CoachingInvitePost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    inviteStatus\n    expires\n    sessionName\n    sessionStart\n    incubatorInvitees {\n      fullName\n    }\n    startupInvitees {\n      fullName\n    }\n  }\n": types.TimelineCoachingInvitePostFieldsFragmentDoc,
    "\n  fragment TimelineDataCategorizationUpdateFields on DataCategorizationUpdate {\n    id\n    createdAt\n    isPinned\n    isPublic\n    message\n  }\n": types.TimelineDataCategorizationUpdateFieldsFragmentDoc,
    "\n  fragment TimelineDataCategorizationSkipFields on DataCategorizationSkip {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n": types.TimelineDataCategorizationSkipFieldsFragmentDoc,
    "\n  fragment TimelineEmailThreadPostFields on EmailThreadPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    emailMessage {\n      subject\n      emailContent\n      recipients {\n        email\n      }\n      numberOfTimesOpened\n      lastOpenedAt\n      isBounced\n      isDelivered\n    }\n  }\n": types.TimelineEmailThreadPostFieldsFragmentDoc,
    "\n  mutation CreateTimelinePost($input: CreateTimelinePostInput!) {\n    createTimelinePost(input: $input) {\n      id\n    }\n  }\n": types.CreateTimelinePostDocument,
    "\n  mutation UpdateTimelinePost($input: UpdateTimelinePostInput!) {\n    updateTimelinePost(input: $input) {\n      id\n      message\n      isUpdate\n      isPublic\n      updatedAt\n    }\n  }\n": types.UpdateTimelinePostDocument,
    "\n  mutation DeleteTimelinePost($id: ID!) {\n    deleteTimelinePost(id: $id)\n  }\n": types.DeleteTimelinePostDocument,
    "\n  mutation PinTimelinePost($id: ID!, $pinned: Boolean!) {\n    pinTimelinePost(id: $id, pinned: $pinned) {\n      __typename\n    }\n  }\n": types.PinTimelinePostDocument,
    "\n  query StartupEventTimeline($startupId: ID!, $cursor: String, $types: [TimelinePostFilter!], $limit: Int) {\n    startupEventTimeline(startupId: $startupId, cursor: $cursor, types: $types, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n": types.StartupEventTimelineDocument,
    "\n  query UserTimeline($userId: ID!, $cursor: String, $limit: Int) {\n    userTimeline(userId: $userId, cursor: $cursor, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n": types.UserTimelineDocument,
    "\n  mutation SetStartupTags($startupId: ID!, $tagIds: [ID!]!) {\n    setStartupTags(startupId: $startupId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n": types.SetStartupTagsDocument,
    "\n  mutation SetStartupIndustries($startupId: ID!, $industryIds: [ID!]!) {\n    setStartupIndustries(startupId: $startupId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n": types.SetStartupIndustriesDocument,
    "\n  mutation SetUserTags($userId: ID!, $tagIds: [ID!]!) {\n    setUserTags(userId: $userId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n": types.SetUserTagsDocument,
    "\n  mutation SetUserIndustries($userId: ID!, $industryIds: [ID!]!) {\n    setUserIndustries(userId: $userId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n": types.SetUserIndustriesDocument,
    "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...SetupTagFields\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": types.DeleteTagDocument,
    "\n  query Industries {\n    industries {\n      id\n      name\n      useCount\n    }\n  }\n": types.IndustriesDocument,
    "\n  mutation CreateIndustry($name: String!) {\n    createIndustry(name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n": types.CreateIndustryDocument,
    "\n  mutation RenameIndustry($id: ID!, $name: String!) {\n    renameIndustry(id: $id, name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n": types.RenameIndustryDocument,
    "\n  mutation DeleteIndustry($id: ID!) {\n    deleteIndustry(id: $id)\n  }\n": types.DeleteIndustryDocument,
    "\n  query StartupTags($id: ID!) {\n    startupFile(id: $id) {\n      id\n      tags {\n        id\n        name\n        color\n        kind\n      }\n      industries {\n        id\n        name\n      }\n      viewerMayTag {\n        addTags\n        removeTags\n        addIndustries\n        removeIndustries\n      }\n    }\n  }\n": types.StartupTagsDocument,
    "\n  fragment SetupTagFields on Tag {\n    id\n    kind\n    name\n    color\n    useCount\n  }\n": types.SetupTagFieldsFragmentDoc,
    "\n  query Tags($kind: TagKind!) {\n    tags(kind: $kind) {\n      ...SetupTagFields\n    }\n  }\n": types.TagsDocument,
    "\n  mutation UpdateTag($id: ID!, $input: UpdateTagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...SetupTagFields\n    }\n  }\n": types.UpdateTagDocument,
    "\n  query AssigneeOptions($search: String) {\n    assigneeOptions(search: $search) {\n      label\n      options {\n        label\n        type\n        value\n      }\n    }\n  }\n": types.AssigneeOptionsDocument,
    "\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n": types.CreateTaskDocument,
    "\n  mutation DeleteTask($taskId: ID!) {\n    deleteTask(taskId: $taskId)\n  }\n": types.DeleteTaskDocument,
    "\n  mutation RespondToTaskRequest($taskId: ID!, $accept: Boolean!) {\n    respondToTaskRequest(taskId: $taskId, accept: $accept) {\n      ...TaskFields\n    }\n  }\n": types.RespondToTaskRequestDocument,
    "\n  query StartupTasks($startupId: ID!, $after: String, $before: String, $cursor: String) {\n    startupTasks(startupId: $startupId, after: $after, before: $before, cursor: $cursor) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n": types.StartupTasksDocument,
    "\n  query TaskBadge {\n    taskBadge {\n      count\n      horizon\n    }\n  }\n": types.TaskBadgeDocument,
    "\n  query TaskDays {\n    taskBadge {\n      todayStart\n      todayEnd\n    }\n  }\n": types.TaskDaysDocument,
    "\n  query TaskStartup($id: ID) {\n    startupFile(id: $id) {\n      id\n    }\n  }\n": types.TaskStartupDocument,
    "\n  fragment TaskFields on Task {\n    id\n    name\n    dueDate\n    tag\n    url\n    taskType\n    automated\n    isGroupTask\n    approvalStatus\n    completionStatus\n    canEdit\n    createdBy {\n      id\n      fullName\n    }\n    startup {\n      id\n      name\n    }\n    assignees {\n      user {\n        id\n        fullName\n      }\n      done\n      status\n      type\n      value\n    }\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  subscription TasksUpdatedForUser {\n    tasksUpdatedForUser {\n      updateType\n      taskId\n      task {\n        id\n        dueDate\n        approvalStatus\n      }\n    }\n  }\n": types.TasksUpdatedForUserDocument,
    "\n  query Tasks($tab: TaskTab, $section: TaskSection, $cursor: String, $limit: Int, $queryOptions: TaskQueryOptions) {\n    tasks(tab: $tab, section: $section, cursor: $cursor, limit: $limit, queryOptions: $queryOptions) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n": types.TasksDocument,
    "\n  mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {\n    updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDoneDocument,
    "\n  mutation UpdateTask($taskId: ID!, $updatedTask: UpdateTaskInput!) {\n    updateTask(taskId: $taskId, updatedTask: $updatedTask) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation CompleteAllTours($location: String!) {\n    completeAllTours(location: $location) {\n      id\n      name\n      status\n    }\n  }\n": types.CompleteAllToursDocument,
    "\n  mutation CompleteTour($id: ID!) {\n    completeTour(id: $id) {\n      id\n      name\n      status\n    }\n  }\n": types.CompleteTourDocument,
    "\n  query QuidedTour($location: String!) {\n    guidedTour(location: $location) {\n      id\n      name\n      status\n    }\n  }\n": types.QuidedTourDocument,
    "\n  query AssignablePrograms {\n    programs {\n      id\n      name\n    }\n  }\n": types.AssignableProgramsDocument,
    "\n  query AssignableStartups {\n    startups {\n      id\n      name\n    }\n  }\n": types.AssignableStartupsDocument,
    "\n  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {\n    changeUserRole(userId: $userId, roleId: $roleId) {\n      ...ManagedUserFields\n    }\n  }\n": types.ChangeUserRoleDocument,
    "\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n": types.DeleteUserDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n      email\n      roleType\n      expiresAt\n    }\n  }\n": types.InviteUserDocument,
    "\n  fragment ManagedUserFields on ManagedUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    status\n    validated\n    createdAt\n    category\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n    assignedStartups {\n      id\n      name\n    }\n    programs {\n      id\n      name\n    }\n    tags {\n      id\n      name\n      color\n      kind\n    }\n    industries {\n      id\n      name\n    }\n  }\n": types.ManagedUserFieldsFragmentDoc,
    "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n": types.ReactivateUserDocument,
    "\n  mutation SetUserAssignedStartups($userId: ID!, $startupIds: [ID!]!) {\n    setUserAssignedStartups(userId: $userId, startupIds: $startupIds) {\n      ...ManagedUserFields\n    }\n  }\n": types.SetUserAssignedStartupsDocument,
    "\n  mutation SetUserPrograms($userId: ID!, $programIds: [ID!]!) {\n    setUserPrograms(userId: $userId, programIds: $programIds) {\n      ...ManagedUserFields\n    }\n  }\n": types.SetUserProgramsDocument,
    "\n  query UserManagementPermissions {\n    currentUserPermissions\n  }\n": types.UserManagementPermissionsDocument,
    "\n  query UserPlanLimits {\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n": types.UserPlanLimitsDocument,
    "\n  query UserRoles {\n    roles {\n      id\n      type\n      label\n      category\n    }\n  }\n": types.UserRolesDocument,
    "\n  query ManagedUsers($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ManagedUserFields\n      }\n    }\n  }\n": types.ManagedUsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccessChanged {\n    accessChanged {\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription AccessChanged {\n    accessChanged {\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerAccess {\n    currentUserPermissions\n    featureFlags {\n      name\n      enabled\n      activated\n    }\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerAccess {\n    currentUserPermissions\n    featureFlags {\n      name\n      enabled\n      activated\n    }\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionIncubator {\n    incubator {\n      id\n      allowUserSelfDelete\n      supportEmail {\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountDeletionIncubator {\n    incubator {\n      id\n      allowUserSelfDelete\n      supportEmail {\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOwnAccount($password: String!) {\n    deleteOwnAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteOwnAccount($password: String!) {\n    deleteOwnAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRoleFields on Role {\n    id\n    type\n    label\n    isCustom\n    editable\n    userCount\n    category\n    permissions {\n      key\n      criteria\n    }\n    userAccess {\n      visibilitySettings\n      roles\n    }\n    startupAccess {\n      visibilitySettings\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRoleFields on Role {\n    id\n    type\n    label\n    isCustom\n    editable\n    userCount\n    category\n    permissions {\n      key\n      criteria\n    }\n    userAccess {\n      visibilitySettings\n      roles\n    }\n    startupAccess {\n      visibilitySettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoles {\n    roles {\n      ...AdminRoleFields\n    }\n  }\n"): (typeof documents)["\n  query AdminRoles {\n    roles {\n      ...AdminRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomRole($input: CreateCustomRoleInput!) {\n    createCustomRole(input: $input) {\n      ...AdminRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomRole($input: CreateCustomRoleInput!) {\n    createCustomRole(input: $input) {\n      ...AdminRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissionCatalogue {\n    permissionCatalogue {\n      key\n      area\n      withCriteria\n    }\n  }\n"): (typeof documents)["\n  query PermissionCatalogue {\n    permissionCatalogue {\n      key\n      area\n      withCriteria\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolePlanFeatures {\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolePlanFeatures {\n    planInfo {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRolePermissions($roleId: ID!, $changes: [PermissionChangeInput!]!) {\n    updateRolePermissions(roleId: $roleId, changes: $changes) {\n      ...AdminRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRolePermissions($roleId: ID!, $changes: [PermissionChangeInput!]!) {\n    updateRolePermissions(roleId: $roleId, changes: $changes) {\n      ...AdminRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...AdminRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...AdminRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorFullPlanInfo {\n    incubatorFullPlanInfo {\n      name\n      maxFileSize\n      features {\n        name\n        enabled\n      }\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncubatorFullPlanInfo {\n    incubatorFullPlanInfo {\n      name\n      maxFileSize\n      features {\n        name\n        enabled\n      }\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncubatorSettingsFields on IncubatorSettings {\n    id\n    name\n    slug\n    description\n    currency\n    timezone\n    defaultLanguage\n    allowUserSelfDelete\n    termsUrl\n    supportEmail\n    generalEmail\n    customLogin {\n      active\n      text\n      url\n      buttonBackgroundColor\n      buttonTextColor\n    }\n    logo\n    whiteLogo\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    seo {\n      active\n      seoTitle\n      seoDescription\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment IncubatorSettingsFields on IncubatorSettings {\n    id\n    name\n    slug\n    description\n    currency\n    timezone\n    defaultLanguage\n    allowUserSelfDelete\n    termsUrl\n    supportEmail\n    generalEmail\n    customLogin {\n      active\n      text\n      url\n      buttonBackgroundColor\n      buttonTextColor\n    }\n    logo\n    whiteLogo\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    seo {\n      active\n      seoTitle\n      seoDescription\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorSettings {\n    incubatorSettings {\n      ...IncubatorSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query IncubatorSettings {\n    incubatorSettings {\n      ...IncubatorSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIncubatorBranding($input: IncubatorBrandingInput!) {\n    updateIncubatorBranding(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIncubatorBranding($input: IncubatorBrandingInput!) {\n    updateIncubatorBranding(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIncubatorSettings($input: IncubatorSettingsInput!) {\n    updateIncubatorSettings(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIncubatorSettings($input: IncubatorSettingsInput!) {\n    updateIncubatorSettings(input: $input) {\n      ...IncubatorSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStartupOptions {\n    programs {\n      id\n      name\n    }\n    tags(kind: startup) {\n      id\n      name\n      color\n    }\n    industries {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminStartupOptions {\n    programs {\n      id\n      name\n    }\n    tags(kind: startup) {\n      id\n      name\n      color\n    }\n    industries {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupAdminPeople($group: StartupAdminPeopleGroup!, $search: String) {\n    startupAdminPeople(group: $group, search: $search, limit: 20) {\n      id\n      fullName\n      email\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query StartupAdminPeople($group: StartupAdminPeopleGroup!, $search: String) {\n    startupAdminPeople(group: $group, search: $search, limit: 20) {\n      id\n      fullName\n      email\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStartups($filter: AdminStartupsFilter, $page: Int!, $pageSize: Int!) {\n    adminStartups(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        logo\n        foundingYear\n        createdAt\n        memberCount\n        connectionCount\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        tags {\n          id\n          name\n          color\n        }\n        industries {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStartups($filter: AdminStartupsFilter, $page: Int!, $pageSize: Int!) {\n    adminStartups(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        logo\n        foundingYear\n        createdAt\n        memberCount\n        connectionCount\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        tags {\n          id\n          name\n          color\n        }\n        industries {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartStartupBatch($input: StartStartupBatchInput!) {\n    startStartupBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"): (typeof documents)["\n  mutation StartStartupBatch($input: StartStartupBatchInput!) {\n    startStartupBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StartupBatchOperationUpdated($operationId: ID!) {\n    startupBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      startupId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"): (typeof documents)["\n  subscription StartupBatchOperationUpdated($operationId: ID!) {\n    startupBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      startupId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationExport($id: ID!) {\n    applicationExport(id: $id) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n"): (typeof documents)["\n  query ApplicationExport($id: ID!) {\n    applicationExport(id: $id) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsDashboard($filter: ApplicationsDashboardFilter) {\n    applicationsDashboard(filter: $filter) {\n      total\n      archived\n      byStatus {\n        status\n        count\n      }\n      byFunnel {\n        funnelId\n        name\n        type\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      rounds {\n        roundId\n        funnelId\n        funnelName\n        position\n        name\n        type\n        current\n        entered\n        left\n        wentOn\n        conversion\n        averageHours\n        medianHours\n      }\n      weeks {\n        week\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      averageScores {\n        from\n        to\n        count\n      }\n      normalisedScores {\n        from\n        to\n        count\n      }\n      funnelOptions {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsDashboard($filter: ApplicationsDashboardFilter) {\n    applicationsDashboard(filter: $filter) {\n      total\n      archived\n      byStatus {\n        status\n        count\n      }\n      byFunnel {\n        funnelId\n        name\n        type\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      rounds {\n        roundId\n        funnelId\n        funnelName\n        position\n        name\n        type\n        current\n        entered\n        left\n        wentOn\n        conversion\n        averageHours\n        medianHours\n      }\n      weeks {\n        week\n        total\n        byStatus {\n          status\n          count\n        }\n      }\n      averageScores {\n        from\n        to\n        count\n      }\n      normalisedScores {\n        from\n        to\n        count\n      }\n      funnelOptions {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportApplications($filter: ApplicationExportFilter) {\n    exportApplications(filter: $filter) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ExportApplications($filter: ApplicationExportFilter) {\n    exportApplications(filter: $filter) {\n      id\n      status\n      rowCount\n      error\n      finishedAt\n      downloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideApplicationRound(\n    $id: ID!\n    $decision: ApplicationDecision!\n    $rejectionEmailId: ID\n    $includeReviewerComments: Boolean\n  ) {\n    decideApplicationRound(\n      id: $id\n      decision: $decision\n      rejectionEmailId: $rejectionEmailId\n      includeReviewerComments: $includeReviewerComments\n    ) {\n      id\n      status\n      roundId\n      startupId\n    }\n  }\n"): (typeof documents)["\n  mutation DecideApplicationRound(\n    $id: ID!\n    $decision: ApplicationDecision!\n    $rejectionEmailId: ID\n    $includeReviewerComments: Boolean\n  ) {\n    decideApplicationRound(\n      id: $id\n      decision: $decision\n      rejectionEmailId: $rejectionEmailId\n      includeReviewerComments: $includeReviewerComments\n    ) {\n      id\n      status\n      roundId\n      startupId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveApplicationToRound($id: ID!, $roundId: ID!) {\n    moveApplicationToRound(id: $id, roundId: $roundId) {\n      id\n      status\n      roundId\n    }\n  }\n"): (typeof documents)["\n  mutation MoveApplicationToRound($id: ID!, $roundId: ID!) {\n    moveApplicationToRound(id: $id, roundId: $roundId) {\n      id\n      status\n      roundId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveApplicationToFunnel($id: ID!, $funnelId: ID!) {\n    moveApplicationToFunnel(id: $id, funnelId: $funnelId) {\n      id\n      status\n      funnelId\n    }\n  }\n"): (typeof documents)["\n  mutation MoveApplicationToFunnel($id: ID!, $funnelId: ID!) {\n    moveApplicationToFunnel(id: $id, funnelId: $funnelId) {\n      id\n      status\n      funnelId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetApplicationToDraft($id: ID!) {\n    resetApplicationToDraft(id: $id) {\n      id\n      status\n      roundId\n    }\n  }\n"): (typeof documents)["\n  mutation ResetApplicationToDraft($id: ID!) {\n    resetApplicationToDraft(id: $id) {\n      id\n      status\n      roundId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddApplicationComment($applicationId: ID!, $body: String!, $forApplicant: Boolean) {\n    addApplicationComment(applicationId: $applicationId, body: $body, forApplicant: $forApplicant) {\n      ...ApplicationCommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddApplicationComment($applicationId: ID!, $body: String!, $forApplicant: Boolean) {\n    addApplicationComment(applicationId: $applicationId, body: $body, forApplicant: $forApplicant) {\n      ...ApplicationCommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApplicationTags($id: ID!, $tagIds: [ID!]!) {\n    setApplicationTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetApplicationTags($id: ID!, $tagIds: [ID!]!) {\n    setApplicationTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationFile($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      roundId\n      funnelId\n      startupName\n      anonymous\n      viewerIs\n      submittedAt\n      decidedAt\n      createdAt\n      applicant {\n        id\n        fullName\n        email\n        avatar\n      }\n      funnel {\n        id\n        name\n        type\n      }\n      round {\n        id\n        name\n        position\n        type\n      }\n      rounds {\n        roundId\n        enteredAt\n        leftAt\n        outcome\n        round {\n          id\n          name\n          position\n        }\n      }\n      tags {\n        id\n        name\n        color\n      }\n      allowedActions\n    }\n  }\n"): (typeof documents)["\n  query ApplicationFile($id: ID!) {\n    application(id: $id) {\n      id\n      status\n      roundId\n      funnelId\n      startupName\n      anonymous\n      viewerIs\n      submittedAt\n      decidedAt\n      createdAt\n      applicant {\n        id\n        fullName\n        email\n        avatar\n      }\n      funnel {\n        id\n        name\n        type\n      }\n      round {\n        id\n        name\n        position\n        type\n      }\n      rounds {\n        roundId\n        enteredAt\n        leftAt\n        outcome\n        round {\n          id\n          name\n          position\n        }\n      }\n      tags {\n        id\n        name\n        color\n      }\n      allowedActions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationActivity($id: ID!) {\n    application(id: $id) {\n      id\n      activities {\n        id\n        kind\n        values\n        createdAt\n        actor {\n          id\n          fullName\n        }\n      }\n      comments {\n        ...ApplicationCommentFields\n      }\n      emails {\n        id\n        kind\n        to\n        subject\n        scheduledFor\n        sentAt\n        cancelledAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationActivity($id: ID!) {\n    application(id: $id) {\n      id\n      activities {\n        id\n        kind\n        values\n        createdAt\n        actor {\n          id\n          fullName\n        }\n      }\n      comments {\n        ...ApplicationCommentFields\n      }\n      emails {\n        id\n        kind\n        to\n        subject\n        scheduledFor\n        sentAt\n        cancelledAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationCommentFields on ApplicationComment {\n    id\n    body\n    forApplicant\n    createdAt\n    author {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationCommentFields on ApplicationComment {\n    id\n    body\n    forApplicant\n    createdAt\n    author {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationAnswers($id: ID!) {\n    application(id: $id) {\n      id\n      answers {\n        round {\n          id\n          name\n          position\n        }\n        response {\n          id\n          formId\n          status\n          answers\n          submittedAt\n          updatedAt\n          version {\n            id\n            number\n            definition\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationAnswers($id: ID!) {\n    application(id: $id) {\n      id\n      answers {\n        round {\n          id\n          name\n          position\n        }\n        response {\n          id\n          formId\n          status\n          answers\n          submittedAt\n          updatedAt\n          version {\n            id\n            number\n            definition\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationFunnelRounds($id: ID!) {\n    application(id: $id) {\n      id\n      funnel {\n        id\n        rounds {\n          id\n          name\n          position\n          type\n          emails {\n            id\n            kind\n            reason\n            timing\n            delayHours\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationFunnelRounds($id: ID!) {\n    application(id: $id) {\n      id\n      funnel {\n        id\n        rounds {\n          id\n          name\n          position\n          type\n          emails {\n            id\n            kind\n            reason\n            timing\n            delayHours\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoveTargetFunnels {\n    funnels {\n      id\n      name\n      type\n      intakeFormId\n    }\n  }\n"): (typeof documents)["\n  query MoveTargetFunnels {\n    funnels {\n      id\n      name\n      type\n      intakeFormId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationFileTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  query ApplicationFileTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationMeeting($applicationId: ID!) {\n    applicationMeeting(applicationId: $applicationId) {\n      id\n      applicationId\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerIsApplicant\n      viewerMayInvite\n      viewerMayBook\n      round {\n        id\n        name\n        type\n      }\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationMeeting($applicationId: ID!) {\n    applicationMeeting(applicationId: $applicationId) {\n      id\n      applicationId\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerIsApplicant\n      viewerMayInvite\n      viewerMayBook\n      round {\n        id\n        name\n        type\n      }\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeetingInvitationFields on ApplicationMeetingInvitation {\n    id\n    invitationId\n    roundId\n    status\n    invitationSentAt\n    meetingBookedAt\n    meetingAt\n    meetingStatus\n    externalMeetingId\n    meetingOrganizerId\n    updatedAt\n    meeting {\n      ...CalendarEventFields\n    }\n  }\n"): (typeof documents)["\n  fragment MeetingInvitationFields on ApplicationMeetingInvitation {\n    id\n    invitationId\n    roundId\n    status\n    invitationSentAt\n    meetingBookedAt\n    meetingAt\n    meetingStatus\n    externalMeetingId\n    meetingOrganizerId\n    updatedAt\n    meeting {\n      ...CalendarEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelApplicationReviewMeeting($meetingInvitationId: ID, $organizerId: ID, $meetingId: ID) {\n    cancelApplicationReviewMeeting(\n      meetingInvitationId: $meetingInvitationId\n      organizerId: $organizerId\n      meetingId: $meetingId\n    ) {\n      updatedApplication {\n        id\n        status\n      }\n      updatedInvitation {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelApplicationReviewMeeting($meetingInvitationId: ID, $organizerId: ID, $meetingId: ID) {\n    cancelApplicationReviewMeeting(\n      meetingInvitationId: $meetingInvitationId\n      organizerId: $organizerId\n      meetingId: $meetingId\n    ) {\n      updatedApplication {\n        id\n        status\n      }\n      updatedInvitation {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteApplicationMeeting($applicationId: ID!) {\n    inviteApplicationMeeting(applicationId: $applicationId) {\n      id\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerMayInvite\n      viewerMayBook\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteApplicationMeeting($applicationId: ID!) {\n    inviteApplicationMeeting(applicationId: $applicationId) {\n      id\n      status\n      # The file's header reads the application's status from the cache (Application:<id>).\n      application {\n        id\n        status\n        updatedAt\n      }\n      viewerMayInvite\n      viewerMayBook\n      currentInvitation {\n        ...MeetingInvitationFields\n      }\n      invitations {\n        ...MeetingInvitationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationQueue($filter: ApplicationOverviewFilter, $applicationId: ID!) {\n    applicationQueue(filter: $filter, applicationId: $applicationId) {\n      previousId\n      nextId\n      position\n      total\n    }\n  }\n"): (typeof documents)["\n  query ApplicationQueue($filter: ApplicationOverviewFilter, $applicationId: ID!) {\n    applicationQueue(filter: $filter, applicationId: $applicationId) {\n      previousId\n      nextId\n      position\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  query ApplicationTagChoices {\n    tags(kind: application) {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsOverview($filter: ApplicationOverviewFilter, $page: Int) {\n    applicationsOverview(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      searchTruncated\n      items {\n        id\n        anonymous\n        applicantName\n        applicantEmail\n        startupName\n        status\n        averageScore\n        normalisedScore\n        evaluationCount\n        createdAt\n        funnel {\n          id\n          name\n        }\n        round {\n          id\n          name\n          position\n        }\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsOverview($filter: ApplicationOverviewFilter, $page: Int) {\n    applicationsOverview(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      searchTruncated\n      items {\n        id\n        anonymous\n        applicantName\n        applicantEmail\n        startupName\n        status\n        averageScore\n        normalisedScore\n        evaluationCount\n        createdAt\n        funnel {\n          id\n          name\n        }\n        round {\n          id\n          name\n          position\n        }\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApplicationBatchOperationUpdated($operationId: ID!) {\n    applicationBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      applicationId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"): (typeof documents)["\n  subscription ApplicationBatchOperationUpdated($operationId: ID!) {\n    applicationBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      applicationId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluatorCandidates($funnelId: ID!) {\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      open\n    }\n  }\n"): (typeof documents)["\n  query EvaluatorCandidates($funnelId: ID!) {\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      open\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunnelRejections($id: ID!) {\n    funnel(id: $id) {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        emails {\n          id\n          kind\n          reason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FunnelRejections($id: ID!) {\n    funnel(id: $id) {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        emails {\n          id\n          kind\n          reason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationOverviewOptions {\n    applicationOverviewOptions {\n      funnels {\n        funnel {\n          id\n          name\n        }\n        rounds {\n          id\n          name\n          position\n          type\n        }\n      }\n      evaluators {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationOverviewOptions {\n    applicationOverviewOptions {\n      funnels {\n        funnel {\n          id\n          name\n        }\n        rounds {\n          id\n          name\n          position\n          type\n        }\n      }\n      evaluators {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartApplicationBatch($input: StartApplicationBatchInput!) {\n    startApplicationBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"): (typeof documents)["\n  mutation StartApplicationBatch($input: StartApplicationBatchInput!) {\n    startApplicationBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationRoundForm($applicationId: ID!, $roundId: ID!) {\n    applicationRoundForm(applicationId: $applicationId, roundId: $roundId) {\n      formId\n      title\n      versionNumber\n      definition\n      answers\n      prefilledQuestionIds\n      responseStatus\n      updatedAt\n      editable\n      emailValidated\n      round {\n        id\n        roundId\n        position\n        type\n        name\n        state\n      }\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationRoundForm($applicationId: ID!, $roundId: ID!) {\n    applicationRoundForm(applicationId: $applicationId, roundId: $roundId) {\n      formId\n      title\n      versionNumber\n      definition\n      answers\n      prefilledQuestionIds\n      responseStatus\n      updatedAt\n      editable\n      emailValidated\n      round {\n        id\n        roundId\n        position\n        type\n        name\n        state\n      }\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToFunnel($input: ApplyInput!) {\n    applyToFunnel(input: $input) {\n      token\n      roundPosition\n      application {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToFunnel($input: ApplyInput!) {\n    applyToFunnel(input: $input) {\n      token\n      roundPosition\n      application {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplication($applicationId: ID!) {\n    myApplication(applicationId: $applicationId) {\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyApplication($applicationId: ID!) {\n    myApplication(applicationId: $applicationId) {\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyApplicationFields on MyApplication {\n    id\n    nextStep\n    application {\n      id\n      status\n      createdAt\n      submittedAt\n      decidedAt\n    }\n    funnel {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n    currentRound {\n      id\n      roundId\n      position\n    }\n    rounds {\n      id\n      roundId\n      position\n      type\n      name\n      hasForm\n      state\n    }\n  }\n"): (typeof documents)["\n  fragment MyApplicationFields on MyApplication {\n    id\n    nextStep\n    application {\n      id\n      status\n      createdAt\n      submittedAt\n      decidedAt\n    }\n    funnel {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n    currentRound {\n      id\n      roundId\n      position\n    }\n    rounds {\n      id\n      roundId\n      position\n      type\n      name\n      hasForm\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications {\n    myApplications {\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyApplications {\n    myApplications {\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubmittedForms {\n    myApplications {\n      ...MyApplicationFields\n      submittedForms {\n        formId\n        roundId\n        position\n        roundName\n        title\n        definition\n        answers\n        submittedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySubmittedForms {\n    myApplications {\n      ...MyApplicationFields\n      submittedForms {\n        formId\n        roundId\n        position\n        roundName\n        title\n        definition\n        answers\n        submittedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenFunnels {\n    openFunnels {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n  }\n"): (typeof documents)["\n  query OpenFunnels {\n    openFunnels {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicFunnel($slug: String!) {\n    publicFunnel(slug: $slug) {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n      rounds {\n        id\n        position\n        type\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicFunnel($slug: String!) {\n    publicFunnel(slug: $slug) {\n      id\n      slug\n      type\n      displayName\n      deadline\n      open\n      rounds {\n        id\n        position\n        type\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendApplicantConfirmation {\n    resendConfirmationEmail\n  }\n"): (typeof documents)["\n  mutation ResendApplicantConfirmation {\n    resendConfirmationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveApplicationAnswers($applicationId: ID!, $roundId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveApplicationAnswers(applicationId: $applicationId, roundId: $roundId, answers: $answers, submit: $submit) {\n      responseStatus\n      updatedAt\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveApplicationAnswers($applicationId: ID!, $roundId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveApplicationAnswers(applicationId: $applicationId, roundId: $roundId, answers: $answers, submit: $submit) {\n      responseStatus\n      updatedAt\n      application {\n        ...MyApplicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityHost($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityHost($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Availability($userId: ID) {\n    availability(userId: $userId) {\n      ...HostAvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  query Availability($userId: ID) {\n    availability(userId: $userId) {\n      ...HostAvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostAvailabilityFields on HostAvailability {\n    userId\n    timezone\n    weeklyHours {\n      weekday\n      startMinute\n      endMinute\n    }\n    overrides {\n      date\n      ranges {\n        startMinute\n        endMinute\n      }\n    }\n    coachingMeetingSettings {\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n    icsFeedUrl\n    icsFeed {\n      url\n      status\n      error\n      errorCode\n      checkedAt\n      eventCount\n    }\n  }\n"): (typeof documents)["\n  fragment HostAvailabilityFields on HostAvailability {\n    userId\n    timezone\n    weeklyHours {\n      weekday\n      startMinute\n      endMinute\n    }\n    overrides {\n      date\n      ranges {\n        startMinute\n        endMinute\n      }\n    }\n    coachingMeetingSettings {\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n    icsFeedUrl\n    icsFeed {\n      url\n      status\n      error\n      errorCode\n      checkedAt\n      eventCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvailability($userId: ID, $input: AvailabilityInput!) {\n    updateAvailability(userId: $userId, input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAvailability($userId: ID, $input: AvailabilityInput!) {\n    updateAvailability(userId: $userId, input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationMeetingBooking($applicationId: ID!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      applicationId\n      invitationId\n      title\n      start\n      end\n      availabilityMode\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationMeetingBooking($applicationId: ID!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      applicationId\n      invitationId\n      title\n      start\n      end\n      availabilityMode\n      meetingDetails {\n        meetingDuration\n        timeslotIncrement\n        meetingLocation\n        meetingMode\n      }\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationMeetingFreeSlots($applicationId: ID!, $interval: IntervalInput!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationMeetingFreeSlots($applicationId: ID!, $interval: IntervalInput!) {\n    availabilitiesByApplicationId(applicationId: $applicationId) {\n      id\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingViewer {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingViewer {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    start\n    end\n    summary\n    description\n    location\n    locationLink\n    conferenceProvider {\n      url\n      provider\n      name\n    }\n    contextType\n    contextId\n    status\n    sequence\n    organizer {\n      ...UserCardFields\n    }\n    attendees {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    start\n    end\n    summary\n    description\n    location\n    locationLink\n    conferenceProvider {\n      url\n      provider\n      name\n    }\n    contextType\n    contextId\n    status\n    sequence\n    organizer {\n      ...UserCardFields\n    }\n    attendees {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarEvent($input: CreateCalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarEvent($input: CreateCalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorEventBooking($eventId: ID!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      title\n      durationInMinutes\n      start\n      end\n      availabilityMode\n      viewerIsHost\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncubatorEventBooking($eventId: ID!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      title\n      durationInMinutes\n      start\n      end\n      availabilityMode\n      viewerIsHost\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorEventFreeSlots($eventId: ID!, $interval: IntervalInput!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncubatorEventFreeSlots($eventId: ID!, $interval: IntervalInput!) {\n    incubatorEventBooking(eventId: $eventId) {\n      id\n      eventId\n      freeSlots(interval: $interval) {\n        customerId\n        slots {\n          start\n          end\n        }\n        supportedLocations\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetFreeSlotsByCustomerIds(\n    $customerIds: [ID!]!\n    $interval: IntervalInput!\n    $durationInMinutes: Int!\n    $excludeEventId: ID\n  ) {\n    getFreeSlotsByCustomerIds(\n      customerIds: $customerIds\n      interval: $interval\n      durationInMinutes: $durationInMinutes\n      excludeEventId: $excludeEventId\n    ) {\n      customerId\n      slots {\n        start\n        end\n      }\n      supportedLocations\n    }\n  }\n"): (typeof documents)["\n  query GetFreeSlotsByCustomerIds(\n    $customerIds: [ID!]!\n    $interval: IntervalInput!\n    $durationInMinutes: Int!\n    $excludeEventId: ID\n  ) {\n    getFreeSlotsByCustomerIds(\n      customerIds: $customerIds\n      interval: $interval\n      durationInMinutes: $durationInMinutes\n      excludeEventId: $excludeEventId\n    ) {\n      customerId\n      slots {\n        start\n        end\n      }\n      supportedLocations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileCoachingMeetingSettings($userIds: [ID!]!, $startupId: ID) {\n    getProfileCoachingMeetingSettings(userIds: $userIds, startupId: $startupId) {\n      userId\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n  }\n"): (typeof documents)["\n  query ProfileCoachingMeetingSettings($userIds: [ID!]!, $startupId: ID) {\n    getProfileCoachingMeetingSettings(userIds: $userIds, startupId: $startupId) {\n      userId\n      enabled\n      availableDurationsInMins\n      defaultMeetingLocation\n      timeslotIncrement\n      minimumNoticeHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarEvent($input: UpdateCalendarEventInput!) {\n    updateCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarEvent($input: UpdateCalendarEventInput!) {\n    updateCalendarEvent(input: $input) {\n      id\n      ics\n      event {\n        ...CalendarEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserCardFields on UserCard {\n    id\n    fullName\n    firstName\n    lastName\n    email\n    timezone\n    roleLabel\n    roleType\n    avatar\n    headline\n  }\n"): (typeof documents)["\n  fragment UserCardFields on UserCard {\n    id\n    fullName\n    firstName\n    lastName\n    email\n    timezone\n    roleLabel\n    roleType\n    avatar\n    headline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingUsersByIds($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      ...UserCardFields\n    }\n  }\n"): (typeof documents)["\n  query BookingUsersByIds($ids: [ID!]!) {\n    usersByIds(ids: $ids) {\n      ...UserCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n    startupNameAlternative {\n      active\n      label {\n        language\n        value\n        plural\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n"): (typeof documents)["\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n"): (typeof documents)["\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n"): (typeof documents)["\n  query CalendarEventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarPage {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarPage {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarPanel($start: Int!, $end: Int!) {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents(start: $start, end: $end) {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n      contextType\n      contextId\n      link\n      eventAttendeeId\n    }\n  }\n"): (typeof documents)["\n  query CalendarPanel($start: Int!, $end: Int!) {\n    currentUser {\n      id\n      fullName\n      timezone\n      startups {\n        id\n      }\n    }\n    calendarEvents(start: $start, end: $end) {\n      ...CalendarEventFields\n      durationInMinutes\n      referenceType\n      referenceId\n      referenceName\n      viewerIsHost\n      canReschedule\n      canCancel\n      hosts {\n        ...UserCardFields\n      }\n      contextType\n      contextId\n      link\n      eventAttendeeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCalendarEvent($id: ID!) {\n    cancelCalendarEvent(id: $id) {\n      id\n      event {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCalendarEvent($id: ID!) {\n    cancelCalendarEvent(id: $id) {\n      id\n      event {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityPeople($search: String, $offset: Int, $limit: Int) {\n    community(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        roleType\n        roleLabel\n        headline\n        avatar\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityPeople($search: String, $offset: Int, $limit: Int) {\n    community(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        roleType\n        roleLabel\n        headline\n        avatar\n        tags {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n      website\n      people {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n      website\n      people {\n        id\n        fullName\n      }\n      tags {\n        id\n        name\n        color\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!) {\n    customFieldValues(entity: $entity, entityId: $entityId)\n  }\n"): (typeof documents)["\n  query CustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!) {\n    customFieldValues(entity: $entity, entityId: $entityId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomFieldFields on CustomField {\n    id\n    entity\n    key\n    fieldType\n    label\n    labelText\n    description\n    options\n    validations\n    archived\n    valueCount\n    position\n  }\n"): (typeof documents)["\n  fragment CustomFieldFields on CustomField {\n    id\n    entity\n    key\n    fieldType\n    label\n    labelText\n    description\n    options\n    validations\n    archived\n    valueCount\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomField($id: ID!) {\n    customField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  query CustomField($id: ID!) {\n    customField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomFields($entity: CustomFieldEntity, $includeArchived: Boolean) {\n    customFields(entity: $entity, includeArchived: $includeArchived) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  query CustomFields($entity: CustomFieldEntity, $includeArchived: Boolean) {\n    customFields(entity: $entity, includeArchived: $includeArchived) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCustomField($id: ID!) {\n    restoreCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCustomField($id: ID!) {\n    restoreCustomField(id: $id) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCustomField($id: ID!, $position: Int!) {\n    moveCustomField(id: $id, position: $position) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveCustomField($id: ID!, $position: Int!) {\n    moveCustomField(id: $id, position: $position) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileLayout($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      id\n      status\n      currentVersion {\n        id\n        number\n        status\n        definition\n      }\n      publishedVersion {\n        id\n        number\n        definition\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileLayout($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      id\n      status\n      currentVersion {\n        id\n        number\n        status\n        definition\n      }\n      publishedVersion {\n        id\n        number\n        definition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfileLayout($input: CreateFormInput!) {\n    createForm(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProfileLayout($input: CreateFormInput!) {\n    createForm(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProfileLayout($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProfileLayout($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishProfileLayout($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n    }\n  }\n"): (typeof documents)["\n  mutation PublishProfileLayout($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!, $values: JSON!) {\n    setCustomFieldValues(entity: $entity, entityId: $entityId, values: $values)\n  }\n"): (typeof documents)["\n  mutation SetCustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!, $values: JSON!) {\n    setCustomFieldValues(entity: $entity, entityId: $entityId, values: $values)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationEvaluations($applicationId: ID!) {\n    applicationEvaluations(applicationId: $applicationId) {\n      applicationId\n      blind\n      averageScore\n      normalisedScore\n      evaluationCount\n      evaluations {\n        evaluatorId\n        evaluatorName\n        roundId\n        submittedAt\n        score\n        zScore\n        mine\n      }\n      conflicts {\n        evaluatorId\n        evaluatorName\n        reason\n        declaredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationEvaluations($applicationId: ID!) {\n    applicationEvaluations(applicationId: $applicationId) {\n      applicationId\n      blind\n      averageScore\n      normalisedScore\n      evaluationCount\n      evaluations {\n        evaluatorId\n        evaluatorName\n        roundId\n        submittedAt\n        score\n        zScore\n        mine\n      }\n      conflicts {\n        evaluatorId\n        evaluatorName\n        reason\n        declaredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignEvaluators($input: AssignEvaluatorsInput!) {\n    assignEvaluators(input: $input) {\n      assigned {\n        applicationId\n        evaluatorId\n        roundId\n      }\n      unchangedApplicationIds\n    }\n  }\n"): (typeof documents)["\n  mutation AssignEvaluators($input: AssignEvaluatorsInput!) {\n    assignEvaluators(input: $input) {\n      assigned {\n        applicationId\n        evaluatorId\n        roundId\n      }\n      unchangedApplicationIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignationFunnels {\n    funnels {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        type\n        blind\n        evaluatorsPerApplication\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignationFunnels {\n    funnels {\n      id\n      name\n      rounds {\n        id\n        position\n        name\n        type\n        blind\n        evaluatorsPerApplication\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclareConflict($applicationId: ID!, $reason: String, $evaluatorId: ID) {\n    declareConflict(applicationId: $applicationId, reason: $reason, evaluatorId: $evaluatorId) {\n      applicationId\n      evaluatorId\n    }\n  }\n"): (typeof documents)["\n  mutation DeclareConflict($applicationId: ID!, $reason: String, $evaluatorId: ID) {\n    declareConflict(applicationId: $applicationId, reason: $reason, evaluatorId: $evaluatorId) {\n      applicationId\n      evaluatorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationForm($applicationId: ID!) {\n    evaluationForm(applicationId: $applicationId) {\n      applicationId\n      roundId\n      blind\n      submittedAt\n      score\n      formId\n      title\n      version {\n        id\n        definition\n        maxScore\n      }\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationForm($applicationId: ID!) {\n    evaluationForm(applicationId: $applicationId) {\n      applicationId\n      roundId\n      blind\n      submittedAt\n      score\n      formId\n      title\n      version {\n        id\n        definition\n        maxScore\n      }\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationQueue {\n    evaluationQueue {\n      applicationId\n      roundId\n      toDo\n      blind\n      applicantName\n      submittedAt\n      score\n    }\n  }\n"): (typeof documents)["\n  query EvaluationQueue {\n    evaluationQueue {\n      applicationId\n      roundId\n      toDo\n      blind\n      applicantName\n      submittedAt\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundAssignments($roundId: ID!, $funnelId: ID!) {\n    evaluationRoundAssignments(roundId: $roundId) {\n      applicationId\n      applicantName\n      status\n      evaluators {\n        evaluatorId\n        fullName\n        submittedAt\n        score\n      }\n      conflictEvaluatorIds\n    }\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      roleType\n      open\n      funnelOpen\n      funnelSubmitted\n    }\n  }\n"): (typeof documents)["\n  query RoundAssignments($roundId: ID!, $funnelId: ID!) {\n    evaluationRoundAssignments(roundId: $roundId) {\n      applicationId\n      applicantName\n      status\n      evaluators {\n        evaluatorId\n        fullName\n        submittedAt\n        score\n      }\n      conflictEvaluatorIds\n    }\n    evaluatorWorkloads(funnelId: $funnelId) {\n      evaluatorId\n      fullName\n      roleType\n      open\n      funnelOpen\n      funnelSubmitted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEvaluation($applicationId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveEvaluation(applicationId: $applicationId, answers: $answers, submit: $submit) {\n      applicationId\n      submittedAt\n      score\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveEvaluation($applicationId: ID!, $answers: JSON!, $submit: Boolean!) {\n    saveEvaluation(applicationId: $applicationId, answers: $answers, submit: $submit) {\n      applicationId\n      submittedAt\n      score\n      response {\n        id\n        status\n        answers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignEvaluator($applicationId: ID!, $evaluatorId: ID!) {\n    unassignEvaluator(applicationId: $applicationId, evaluatorId: $evaluatorId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignEvaluator($applicationId: ID!, $evaluatorId: ID!) {\n    unassignEvaluator(applicationId: $applicationId, evaluatorId: $evaluatorId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptIncubatorEventOffer($incubatorEventId: ID!) {\n    acceptIncubatorEventOffer(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptIncubatorEventOffer($incubatorEventId: ID!) {\n    acceptIncubatorEventOffer(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelIncubatorEventAttendee($incubatorEventId: ID!, $eventAttendeeId: ID!) {\n    cancelIncubatorEventAttendee(incubatorEventId: $incubatorEventId, eventAttendeeId: $eventAttendeeId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelIncubatorEventAttendee($incubatorEventId: ID!, $eventAttendeeId: ID!) {\n    cancelIncubatorEventAttendee(incubatorEventId: $incubatorEventId, eventAttendeeId: $eventAttendeeId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIncubatorEvent($input: CreateIncubatorEventInput!) {\n    createIncubatorEvent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIncubatorEvent($input: CreateIncubatorEventInput!) {\n    createIncubatorEvent(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIncubatorEvent($id: ID!) {\n    deleteIncubatorEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteIncubatorEvent($id: ID!) {\n    deleteIncubatorEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on IncubatorEvent {\n    id\n    eventType\n    title\n    status\n    startTime\n    endTime\n    image\n    capacity\n    seatsLeft\n    noOfBookings\n    hosts {\n      id\n      fullName\n      avatar\n    }\n    topics {\n      id\n      name\n      color\n    }\n    viewerAttendee {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment EventCardFields on IncubatorEvent {\n    id\n    eventType\n    title\n    status\n    startTime\n    endTime\n    image\n    capacity\n    seatsLeft\n    noOfBookings\n    hosts {\n      id\n      fullName\n      avatar\n    }\n    topics {\n      id\n      name\n      color\n    }\n    viewerAttendee {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n"): (typeof documents)["\n  query EventIcs($id: ID!) {\n    icsFileById(id: $id) {\n      id\n      ics\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventMeeting($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  query EventMeeting($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPeople($search: String) {\n    community(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventPeople($search: String) {\n    community(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPrograms {\n    programs {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EventPrograms {\n    programs {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTags($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  query EventTags($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorEvent($id: ID!) {\n    incubatorEvent(id: $id) {\n      ...EventCardFields\n      description\n      timezone\n      cover\n      coverId\n      location {\n        text\n        link\n        provider\n      }\n      hosts {\n        id\n        fullName\n        avatar\n        headline\n      }\n      tags {\n        id\n        name\n        color\n      }\n      attachmentFiles {\n        id\n        name\n        fileType\n        fileUrl\n      }\n      attachmentLinks {\n        id\n        name\n        link\n      }\n      duration\n      timeslotIncrement\n      numberOfSessions\n      oneOnOneDates\n      registrationClosesAt\n      waitlistOfferHours\n      recurrence\n      availability {\n        method\n        type\n        mode\n      }\n      calendarHost {\n        id\n        fullName\n      }\n      editPermission {\n        id\n        fullName\n      }\n      ignoreHostsLinkedCalendar\n      ignoreHourAllocation\n      registrationNoticePeriod {\n        meetingRegistrationHasNoticePeriod\n        periodValue\n        periodUnit\n      }\n      visibility {\n        userRoles {\n          is\n          isNot\n        }\n        userTags {\n          is\n          isNot\n        }\n        startupTags {\n          is\n          isNot\n        }\n        startupPrograms {\n          is\n          isNot\n        }\n      }\n      viewerCanEdit\n      viewerCanDelete\n      viewerAttendee {\n        id\n        status\n        offerExpiresAt\n        waitlistPosition\n        meetingId\n      }\n      attendees {\n        id\n        status\n        registrationTime\n        email\n        registrant {\n          id\n          fullName\n          avatar\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncubatorEvent($id: ID!) {\n    incubatorEvent(id: $id) {\n      ...EventCardFields\n      description\n      timezone\n      cover\n      coverId\n      location {\n        text\n        link\n        provider\n      }\n      hosts {\n        id\n        fullName\n        avatar\n        headline\n      }\n      tags {\n        id\n        name\n        color\n      }\n      attachmentFiles {\n        id\n        name\n        fileType\n        fileUrl\n      }\n      attachmentLinks {\n        id\n        name\n        link\n      }\n      duration\n      timeslotIncrement\n      numberOfSessions\n      oneOnOneDates\n      registrationClosesAt\n      waitlistOfferHours\n      recurrence\n      availability {\n        method\n        type\n        mode\n      }\n      calendarHost {\n        id\n        fullName\n      }\n      editPermission {\n        id\n        fullName\n      }\n      ignoreHostsLinkedCalendar\n      ignoreHourAllocation\n      registrationNoticePeriod {\n        meetingRegistrationHasNoticePeriod\n        periodValue\n        periodUnit\n      }\n      visibility {\n        userRoles {\n          is\n          isNot\n        }\n        userTags {\n          is\n          isNot\n        }\n        startupTags {\n          is\n          isNot\n        }\n        startupPrograms {\n          is\n          isNot\n        }\n      }\n      viewerCanEdit\n      viewerCanDelete\n      viewerAttendee {\n        id\n        status\n        offerExpiresAt\n        waitlistPosition\n        meetingId\n      }\n      attendees {\n        id\n        status\n        registrationTime\n        email\n        registrant {\n          id\n          fullName\n          avatar\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorEvents($filter: IncubatorEventFilter) {\n    incubatorEvents(filter: $filter) {\n      nextCursor\n      results {\n        ...EventCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncubatorEvents($filter: IncubatorEventFilter) {\n    incubatorEvents(filter: $filter) {\n      nextCursor\n      results {\n        ...EventCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForIncubatorEvent($incubatorEventId: ID!) {\n    registerForIncubatorEvent(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterForIncubatorEvent($incubatorEventId: ID!) {\n    registerForIncubatorEvent(incubatorEventId: $incubatorEventId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIncubatorEvent($id: ID!, $input: UpdateIncubatorEventInput!) {\n    updateIncubatorEvent(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIncubatorEvent($id: ID!, $input: UpdateIncubatorEventInput!) {\n    updateIncubatorEvent(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuilderFormFields on Form {\n    id\n    kind\n    title\n    status\n    shareUuid\n    answerCount\n    updatedAt\n    currentVersion {\n      id\n      number\n      status\n      definition\n      maxScore\n    }\n    publishedVersion {\n      id\n      number\n    }\n    versions {\n      id\n      number\n      status\n      publishedAt\n      createdAt\n      answerCount\n    }\n  }\n"): (typeof documents)["\n  fragment BuilderFormFields on Form {\n    id\n    kind\n    title\n    status\n    shareUuid\n    answerCount\n    updatedAt\n    currentVersion {\n      id\n      number\n      status\n      definition\n      maxScore\n    }\n    publishedVersion {\n      id\n      number\n    }\n    versions {\n      id\n      number\n      status\n      publishedAt\n      createdAt\n      answerCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateForm($input: CreateFormInput!) {\n    createForm(input: $input) {\n      ...BuilderFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateForm($input: CreateFormInput!) {\n    createForm(input: $input) {\n      ...BuilderFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderCustomFields {\n    customFields {\n      id\n      entity\n      key\n      fieldType\n      label\n      labelText\n      options\n      validations\n      archived\n    }\n  }\n"): (typeof documents)["\n  query BuilderCustomFields {\n    customFields {\n      id\n      entity\n      key\n      fieldType\n      label\n      labelText\n      options\n      validations\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateForm($formId: ID!) {\n    duplicateForm(formId: $formId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateForm($formId: ID!) {\n    duplicateForm(formId: $formId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveForm($formId: ID!) {\n    archiveForm(formId: $formId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveForm($formId: ID!) {\n    archiveForm(formId: $formId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteForm($formId: ID!) {\n    deleteForm(formId: $formId)\n  }\n"): (typeof documents)["\n  mutation DeleteForm($formId: ID!) {\n    deleteForm(formId: $formId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderFormVersion($id: ID!) {\n    formVersion(id: $id) {\n      id\n      formId\n      number\n      status\n      definition\n      publishedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BuilderFormVersion($id: ID!) {\n    formVersion(id: $id) {\n      id\n      formId\n      number\n      status\n      definition\n      publishedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderForm($id: ID!) {\n    form(id: $id) {\n      ...BuilderFormFields\n    }\n  }\n"): (typeof documents)["\n  query BuilderForm($id: ID!) {\n    form(id: $id) {\n      ...BuilderFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderForms($kind: FormKind, $locale: String) {\n    forms(kind: $kind) {\n      id\n      kind\n      title(locale: $locale)\n      status\n      answerCount\n      updatedAt\n      currentVersion {\n        id\n        number\n        status\n      }\n      publishedVersion {\n        id\n        number\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuilderForms($kind: FormKind, $locale: String) {\n    forms(kind: $kind) {\n      id\n      kind\n      title(locale: $locale)\n      status\n      answerCount\n      updatedAt\n      currentVersion {\n        id\n        number\n        status\n      }\n      publishedVersion {\n        id\n        number\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderProfileForm($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      ...BuilderFormFields\n    }\n  }\n"): (typeof documents)["\n  query BuilderProfileForm($entity: CustomFieldEntity!) {\n    profileForm(entity: $entity) {\n      ...BuilderFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishForm($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n      version {\n        id\n        number\n      }\n      form {\n        ...BuilderFormFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishForm($formId: ID!) {\n    publishForm(formId: $formId) {\n      state\n      fieldErrors\n      version {\n        id\n        number\n      }\n      form {\n        ...BuilderFormFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFormDraft($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n      number\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFormDraft($formId: ID!, $definition: JSON!) {\n    saveFormDraft(formId: $formId, definition: $definition) {\n      id\n      number\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormToFill($formId: ID!) {\n    formToFill(formId: $formId) {\n      formId\n      kind\n      title\n      version {\n        id\n        number\n        definition\n      }\n      response {\n        id\n        status\n        answers\n        updatedAt\n        submittedAt\n      }\n    }\n    videoQuestionToken\n  }\n"): (typeof documents)["\n  query FormToFill($formId: ID!) {\n    formToFill(formId: $formId) {\n      formId\n      kind\n      title\n      version {\n        id\n        number\n        definition\n      }\n      response {\n        id\n        status\n        answers\n        updatedAt\n        submittedAt\n      }\n    }\n    videoQuestionToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFormResponse($formId: ID!, $answers: JSON!) {\n    saveFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFormResponse($formId: ID!, $answers: JSON!) {\n    saveFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedForm($uuid: ID!) {\n    sharedForm(uuid: $uuid) {\n      kind\n      title\n      versionNumber\n      definition\n    }\n  }\n"): (typeof documents)["\n  query SharedForm($uuid: ID!) {\n    sharedForm(uuid: $uuid) {\n      kind\n      title\n      versionNumber\n      definition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFormResponse($formId: ID!, $answers: JSON!) {\n    submitFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFormResponse($formId: ID!, $answers: JSON!) {\n    submitFormResponse(formId: $formId, answers: $answers) {\n      id\n      status\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFunnel($input: CreateFunnelInput!) {\n    createFunnel(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFunnel($input: CreateFunnelInput!) {\n    createFunnel(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFunnel($id: ID!, $input: UpdateFunnelInput!) {\n    updateFunnel(id: $id, input: $input) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFunnel($id: ID!, $input: UpdateFunnelInput!) {\n    updateFunnel(id: $id, input: $input) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFunnel($id: ID!) {\n    deleteFunnel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFunnel($id: ID!) {\n    deleteFunnel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFunnelAdmins($funnelId: ID!, $userIds: [ID!]!) {\n    setFunnelAdmins(funnelId: $funnelId, userIds: $userIds) {\n      id\n      admins {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetFunnelAdmins($funnelId: ID!, $userIds: [ID!]!) {\n    setFunnelAdmins(funnelId: $funnelId, userIds: $userIds) {\n      id\n      admins {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunnelSetupOptions($locale: String) {\n    funnelSetupOptions(locale: $locale) {\n      intakeForms {\n        id\n        title\n        published\n      }\n      evaluationForms {\n        id\n        title\n        published\n      }\n      programs {\n        id\n        name\n      }\n      communityRoles {\n        id\n        label\n      }\n      team {\n        id\n        fullName\n        email\n      }\n      hosts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query FunnelSetupOptions($locale: String) {\n    funnelSetupOptions(locale: $locale) {\n      intakeForms {\n        id\n        title\n        published\n      }\n      evaluationForms {\n        id\n        title\n        published\n      }\n      programs {\n        id\n        name\n      }\n      communityRoles {\n        id\n        label\n      }\n      team {\n        id\n        fullName\n        email\n      }\n      hosts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunnelTagOptions($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  query FunnelTagOptions($kind: TagKind!) {\n    tags(kind: $kind) {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Funnel($id: ID!) {\n    funnel(id: $id) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      applicationCount\n      mayEdit\n      mayCreateRejectionEmails\n      mayEditRejectionEmails\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n      admins {\n        id\n        fullName\n        email\n      }\n      rounds {\n        ...FunnelRoundFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Funnel($id: ID!) {\n    funnel(id: $id) {\n      id\n      type\n      name\n      displayName\n      slug\n      publicPath\n      intakeFormId\n      deadline\n      closedAt\n      published\n      acceptedRoleId\n      applicationCount\n      mayEdit\n      mayCreateRejectionEmails\n      mayEditRejectionEmails\n      reapply {\n        rule\n        cooldownDays\n      }\n      programs {\n        id\n        name\n      }\n      tags {\n        id\n        name\n        color\n      }\n      admins {\n        id\n        fullName\n        email\n      }\n      rounds {\n        ...FunnelRoundFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FunnelRoundFields on Round {\n    id\n    funnelId\n    position\n    type\n    name\n    formId\n    blind\n    evaluatorsPerApplication\n    meeting {\n      durationMinutes\n      incrementMinutes\n      location\n      mode\n      hostIds\n    }\n    emails {\n      ...FunnelRoundEmailFields\n    }\n  }\n"): (typeof documents)["\n  fragment FunnelRoundFields on Round {\n    id\n    funnelId\n    position\n    type\n    name\n    formId\n    blind\n    evaluatorsPerApplication\n    meeting {\n      durationMinutes\n      incrementMinutes\n      location\n      mode\n      hostIds\n    }\n    emails {\n      ...FunnelRoundEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FunnelRoundEmailFields on RoundEmail {\n    id\n    roundId\n    kind\n    reason\n    subject\n    body\n    timing\n    delayHours\n  }\n"): (typeof documents)["\n  fragment FunnelRoundEmailFields on RoundEmail {\n    id\n    roundId\n    kind\n    reason\n    subject\n    body\n    timing\n    delayHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Funnels {\n    funnels {\n      id\n      type\n      name\n      slug\n      deadline\n      closedAt\n      published\n      applicationCount\n      mayEdit\n      mayDelete\n      rounds {\n        id\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n"): (typeof documents)["\n  query Funnels {\n    funnels {\n      id\n      type\n      name\n      slug\n      deadline\n      closedAt\n      published\n      applicationCount\n      mayEdit\n      mayDelete\n      rounds {\n        id\n      }\n    }\n    planInfo {\n      limits {\n        name\n        current\n        max\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRound($funnelId: ID!, $input: RoundInput!) {\n    saveRound(funnelId: $funnelId, input: $input) {\n      ...FunnelRoundFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRound($funnelId: ID!, $input: RoundInput!) {\n    saveRound(funnelId: $funnelId, input: $input) {\n      ...FunnelRoundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRound($id: ID!) {\n    deleteRound(id: $id) {\n      ...FunnelRoundFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRound($id: ID!) {\n    deleteRound(id: $id) {\n      ...FunnelRoundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveRound($id: ID!, $position: Int!) {\n    moveRound(id: $id, position: $position) {\n      ...FunnelRoundFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveRound($id: ID!, $position: Int!) {\n    moveRound(id: $id, position: $position) {\n      ...FunnelRoundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRoundEmail($roundId: ID!, $input: RoundEmailInput!) {\n    saveRoundEmail(roundId: $roundId, input: $input) {\n      ...FunnelRoundEmailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRoundEmail($roundId: ID!, $input: RoundEmailInput!) {\n    saveRoundEmail(roundId: $roundId, input: $input) {\n      ...FunnelRoundEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoundEmail($id: ID!) {\n    deleteRoundEmail(id: $id) {\n      ...FunnelRoundEmailFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoundEmail($id: ID!) {\n    deleteRoundEmail(id: $id) {\n      ...FunnelRoundEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackgroundJobs($filter: BackgroundJobFilter!) {\n    backgroundJobCounts {\n      queued\n      running\n      done\n      failed\n      retried\n    }\n    backgroundJobs(filter: $filter, first: 50) {\n      id\n      kind\n      status\n      attempts\n      maxAttempts\n      lastError\n      runAt\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query BackgroundJobs($filter: BackgroundJobFilter!) {\n    backgroundJobCounts {\n      queued\n      running\n      done\n      failed\n      retried\n    }\n    backgroundJobs(filter: $filter, first: 50) {\n      id\n      kind\n      status\n      attempts\n      maxAttempts\n      lastError\n      runAt\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryBackgroundJob($id: ID!) {\n    retryBackgroundJob(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RetryBackgroundJob($id: ID!) {\n    retryBackgroundJob(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      applicant {\n        id\n        fullName\n        email\n      }\n      application {\n        id\n        status\n        createdAt\n      }\n      funnel {\n        id\n        name\n      }\n      targets {\n        funnel {\n          id\n          name\n        }\n        sameIntakeForm\n        alreadyApplied\n        hasRounds\n      }\n      transfers {\n        applicationId\n        funnelId\n        funnelName\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      applicant {\n        id\n        fullName\n        email\n      }\n      application {\n        id\n        status\n        createdAt\n      }\n      funnel {\n        id\n        name\n      }\n      targets {\n        funnel {\n          id\n          name\n        }\n        sameIntakeForm\n        alreadyApplied\n        hasRounds\n      }\n      transfers {\n        applicationId\n        funnelId\n        funnelName\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferLead($id: ID!, $funnelId: ID!) {\n    transferLead(id: $id, funnelId: $funnelId) {\n      answersCarried\n      application {\n        id\n        funnelId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferLead($id: ID!, $funnelId: ID!) {\n    transferLead(id: $id, funnelId: $funnelId) {\n      answersCarried\n      application {\n        id\n        funnelId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMilestone($input: AddMilestoneInput!) {\n    addMilestone(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddMilestone($input: AddMilestoneInput!) {\n    addMilestone(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMilestone($id: ID!, $input: UpdateMilestoneInput!) {\n    updateMilestone(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMilestone($id: ID!, $input: UpdateMilestoneInput!) {\n    updateMilestone(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMilestone($id: ID!) {\n    deleteMilestone(id: $id) {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMilestone($id: ID!) {\n    deleteMilestone(id: $id) {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMilestoneDone($id: ID!, $done: Boolean!) {\n    setMilestoneDone(id: $id, done: $done) {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMilestoneDone($id: ID!, $done: Boolean!) {\n    setMilestoneDone(id: $id, done: $done) {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MilestonePlanFields on MilestonePlan {\n    id\n    startupId\n    isTemplate\n    templateId\n    name\n    goal\n    unit\n    target\n    summary\n    updatedAt\n    viewerCanEdit\n    progress {\n      done\n      total\n      percent\n    }\n    milestones {\n      id\n      title\n      description\n      dueDate\n      done\n      subMilestones {\n        id\n        parentId\n        title\n        description\n        dueDate\n        done\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MilestonePlanFields on MilestonePlan {\n    id\n    startupId\n    isTemplate\n    templateId\n    name\n    goal\n    unit\n    target\n    summary\n    updatedAt\n    viewerCanEdit\n    progress {\n      done\n      total\n      percent\n    }\n    milestones {\n      id\n      title\n      description\n      dueDate\n      done\n      subMilestones {\n        id\n        parentId\n        title\n        description\n        dueDate\n        done\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MilestonePlans($startupId: ID!) {\n    milestonePlans(startupId: $startupId) {\n      startupId\n      viewerCanCreate\n      viewerCanCreateTemplates\n      plans {\n        ...MilestonePlanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MilestonePlans($startupId: ID!) {\n    milestonePlans(startupId: $startupId) {\n      startupId\n      viewerCanCreate\n      viewerCanCreateTemplates\n      plans {\n        ...MilestonePlanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MilestoneStartups {\n    startups {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MilestoneStartups {\n    startups {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MilestoneTemplates {\n    milestoneTemplates {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  query MilestoneTemplates {\n    milestoneTemplates {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMilestonePlan($input: CreateMilestonePlanInput!) {\n    createMilestonePlan(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMilestonePlan($input: CreateMilestonePlanInput!) {\n    createMilestonePlan(input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMilestonePlan($id: ID!, $input: UpdateMilestonePlanInput!) {\n    updateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMilestonePlan($id: ID!, $input: UpdateMilestonePlanInput!) {\n    updateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMilestonePlan($id: ID!) {\n    deleteMilestonePlan(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMilestonePlan($id: ID!) {\n    deleteMilestonePlan(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateMilestonePlan($id: ID!, $input: DuplicateMilestonePlanInput) {\n    duplicateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateMilestonePlan($id: ID!, $input: DuplicateMilestonePlanInput) {\n    duplicateMilestonePlan(id: $id, input: $input) {\n      ...MilestonePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyMilestoneTemplate($templateId: ID!, $startupIds: [ID!]!) {\n    applyMilestoneTemplate(templateId: $templateId, startupIds: $startupIds) {\n      id\n      startupId\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyMilestoneTemplate($templateId: ID!, $startupIds: [ID!]!) {\n    applyMilestoneTemplate(templateId: $templateId, startupIds: $startupIds) {\n      id\n      startupId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    createdAt\n    url\n    icon\n    values {\n      actorName\n      startupName\n      applicantName\n      programName\n      startsAt\n      period\n      status\n      eventTitle\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    createdAt\n    url\n    icon\n    values {\n      actorName\n      startupName\n      applicantName\n      programName\n      startsAt\n      period\n      status\n      eventTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage($after: String) {\n    notifications(after: $after) {\n      pageSize\n      nextCursor\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage($after: String) {\n    notifications(after: $after) {\n      pageSize\n      nextCursor\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationsLastSeen {\n    setNotificationsLastSeen {\n      count\n      lastSeenTimestamp\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationsLastSeen {\n    setNotificationsLastSeen {\n      count\n      lastSeenTimestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnseenNotifications {\n    unseenNotifications {\n      count\n      lastSeenTimestamp\n    }\n  }\n"): (typeof documents)["\n  query UnseenNotifications {\n    unseenNotifications {\n      count\n      lastSeenTimestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      digestFrequency\n      types {\n        type\n        inApp\n        email\n        critical\n        emailByProducer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Portfolio($search: String, $page: Int, $pageSize: Int) {\n    portfolio(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        logo\n        website\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        connections {\n          ...StartupConnectionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Portfolio($search: String, $page: Int, $pageSize: Int) {\n    portfolio(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        name\n        logo\n        website\n        members {\n          id\n          fullName\n        }\n        programs {\n          id\n          name\n        }\n        connections {\n          ...StartupConnectionFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StartupConnectionFields on StartupConnection {\n    id\n    startupId\n    assignedUser {\n      ...UserCardFields\n    }\n    minutesAllocated\n    minutesUsed\n    minutesPending\n    minutesRemaining\n    hourAllocationRequired\n    takesBookings\n    availableDurationsInMins\n  }\n"): (typeof documents)["\n  fragment StartupConnectionFields on StartupConnection {\n    id\n    startupId\n    assignedUser {\n      ...UserCardFields\n    }\n    minutesAllocated\n    minutesUsed\n    minutesPending\n    minutesRemaining\n    hourAllocationRequired\n    takesBookings\n    availableDurationsInMins\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupConnections($startupId: ID!) {\n    startupConnections(startupId: $startupId) {\n      ...StartupConnectionFields\n    }\n  }\n"): (typeof documents)["\n  query StartupConnections($startupId: ID!) {\n    startupConnections(startupId: $startupId) {\n      ...StartupConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProgramFields on AdminProgram {\n    id\n    name\n    type\n    description\n    startsOn\n    endsOn\n    mode\n    memberCount\n    startupCount\n    admin {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProgramFields on AdminProgram {\n    id\n    name\n    type\n    description\n    startsOn\n    endsOn\n    mode\n    memberCount\n    startupCount\n    admin {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPrograms {\n    adminPrograms {\n      ...AdminProgramFields\n    }\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPrograms {\n    adminPrograms {\n      ...AdminProgramFields\n    }\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramAssignableStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n    }\n    adminPrograms {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProgramAssignableStartups($search: String) {\n    startups(search: $search) {\n      id\n      name\n    }\n    adminPrograms {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramMembers($id: ID!) {\n    program(id: $id) {\n      id\n      members {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramMembers($id: ID!) {\n    program(id: $id) {\n      id\n      members {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      ...AdminProgramFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      ...AdminProgramFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProgram($id: ID!, $input: UpdateProgramInput!) {\n    updateProgram(id: $id, input: $input) {\n      ...AdminProgramFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProgram($id: ID!, $input: UpdateProgramInput!) {\n    updateProgram(id: $id, input: $input) {\n      ...AdminProgramFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProgramMembers($programId: ID!, $userIds: [ID!]!) {\n    setProgramMembers(programId: $programId, userIds: $userIds) {\n      ...AdminProgramFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetProgramMembers($programId: ID!, $userIds: [ID!]!) {\n    setProgramMembers(programId: $programId, userIds: $userIds) {\n      ...AdminProgramFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProgram($id: ID!) {\n    deleteProgram(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProgram($id: ID!) {\n    deleteProgram(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramPeople($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        email\n        category\n        role {\n          id\n          type\n          label\n        }\n        programs {\n          id\n          name\n        }\n        assignedStartups {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramPeople($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fullName\n        email\n        category\n        role {\n          id\n          type\n          label\n        }\n        programs {\n          id\n          name\n        }\n        assignedStartups {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartUserBatch($input: StartUserBatchInput!) {\n    startUserBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"): (typeof documents)["\n  mutation StartUserBatch($input: StartUserBatchInput!) {\n    startUserBatch(input: $input) {\n      id\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserBatchOperationUpdated($operationId: ID!) {\n    userBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      userId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"): (typeof documents)["\n  subscription UserBatchOperationUpdated($operationId: ID!) {\n    userBatchOperationUpdated(operationId: $operationId) {\n      operationId\n      updateType\n      userId\n      total\n      succeeded\n      failed\n      validation\n      overall\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n      isCustom\n      userAccess {\n        visibilitySettings\n        roles\n      }\n      startupAccess {\n        visibilitySettings\n      }\n    }\n    startups {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n      isCustom\n      userAccess {\n        visibilitySettings\n        roles\n      }\n      startupAccess {\n        visibilitySettings\n      }\n    }\n    startups {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n"): (typeof documents)["\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupApplications($startupId: ID!) {\n    startupApplications(startupId: $startupId) {\n      id\n      funnelName\n      roundName\n      roundPosition\n      status\n      createdAt\n      submittedAt\n      decidedAt\n      applicantName\n      link\n      staffView\n    }\n  }\n"): (typeof documents)["\n  query StartupApplications($startupId: ID!) {\n    startupApplications(startupId: $startupId) {\n      id\n      funnelName\n      roundName\n      roundPosition\n      status\n      createdAt\n      submittedAt\n      decidedAt\n      applicantName\n      link\n      staffView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDocumentFolder($startupId: ID!, $name: String!) {\n    createDocumentFolder(startupId: $startupId, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDocumentFolder($startupId: ID!, $name: String!) {\n    createDocumentFolder(startupId: $startupId, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDocumentFolder($id: ID!, $name: String!) {\n    renameDocumentFolder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDocumentFolder($id: ID!, $name: String!) {\n    renameDocumentFolder(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteDocumentFolder(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteDocumentFolder(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStartupDocuments($startupId: ID!, $input: AddStartupDocumentsInput!) {\n    addStartupDocuments(startupId: $startupId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddStartupDocuments($startupId: ID!, $input: AddStartupDocumentsInput!) {\n    addStartupDocuments(startupId: $startupId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStartupDocument($id: ID!, $input: UpdateStartupDocumentInput!) {\n    updateStartupDocument(id: $id, input: $input) {\n      id\n      name\n      description\n      folderId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStartupDocument($id: ID!, $input: UpdateStartupDocumentInput!) {\n    updateStartupDocument(id: $id, input: $input) {\n      id\n      name\n      description\n      folderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStartupDocument($id: ID!) {\n    deleteStartupDocument(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteStartupDocument($id: ID!) {\n    deleteStartupDocument(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupDocuments($startupId: ID!) {\n    startupDocuments(startupId: $startupId) {\n      startupId\n      canEdit\n      folders {\n        id\n        name\n        documentCount\n      }\n      documents {\n        id\n        folderId\n        name\n        description\n        sizeBytes\n        contentType\n        kind\n        fileName\n        url\n        uploadedByName\n        createdAt\n      }\n    }\n    planInfo {\n      maxFileSize\n    }\n  }\n"): (typeof documents)["\n  query StartupDocuments($startupId: ID!) {\n    startupDocuments(startupId: $startupId) {\n      startupId\n      canEdit\n      folders {\n        id\n        name\n        documentCount\n      }\n      documents {\n        id\n        folderId\n        name\n        description\n        sizeBytes\n        contentType\n        kind\n        fileName\n        url\n        uploadedByName\n        createdAt\n      }\n    }\n    planInfo {\n      maxFileSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportStartup($startupId: ID!) {\n    exportStartup(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportStartup($startupId: ID!) {\n    exportStartup(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StartupExportFields on StartupExport {\n    id\n    status\n    error\n    createdAt\n    finishedAt\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment StartupExportFields on StartupExport {\n    id\n    status\n    error\n    createdAt\n    finishedAt\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupExports($startupId: ID!) {\n    startupExports(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n"): (typeof documents)["\n  query StartupExports($startupId: ID!) {\n    startupExports(startupId: $startupId) {\n      ...StartupExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      ...StartupFileFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStartup($input: CreateStartupInput!) {\n    createStartup(input: $input) {\n      ...StartupFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetUpForStartupLinks($startupId: ID!) {\n    setUpForStartupLinks(startupId: $startupId) {\n      key\n      done\n      path\n    }\n  }\n"): (typeof documents)["\n  query SetUpForStartupLinks($startupId: ID!) {\n    setUpForStartupLinks(startupId: $startupId) {\n      key\n      done\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupConnectionCandidates($startupId: ID!, $search: String) {\n    startupConnectionCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n      roleType\n    }\n  }\n"): (typeof documents)["\n  query StartupConnectionCandidates($startupId: ID!, $search: String) {\n    startupConnectionCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n      roleType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStartupConnection($startupId: ID!, $userId: ID!, $minutesAllocated: Int!) {\n    setStartupConnection(startupId: $startupId, userId: $userId, minutesAllocated: $minutesAllocated) {\n      ...StartupConnectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetStartupConnection($startupId: ID!, $userId: ID!, $minutesAllocated: Int!) {\n    setStartupConnection(startupId: $startupId, userId: $userId, minutesAllocated: $minutesAllocated) {\n      ...StartupConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStartupConnection($startupId: ID!, $userId: ID!) {\n    removeStartupConnection(startupId: $startupId, userId: $userId) {\n      ...StartupConnectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveStartupConnection($startupId: ID!, $userId: ID!) {\n    removeStartupConnection(startupId: $startupId, userId: $userId) {\n      ...StartupConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StartupFileFields on StartupFile {\n    id\n    name\n    logo\n    website\n    foundingYear\n    description\n    createdAt\n    members {\n      id\n      fullName\n    }\n    people {\n      id\n      role\n      user {\n        id\n        fullName\n        avatar\n        email\n      }\n    }\n    programs {\n      id\n      name\n    }\n    viewerIsMember\n    viewerRights {\n      mayEditName\n      mayEditProfile\n      mayEditMembers\n      mayEditConnections\n    }\n  }\n"): (typeof documents)["\n  fragment StartupFileFields on StartupFile {\n    id\n    name\n    logo\n    website\n    foundingYear\n    description\n    createdAt\n    members {\n      id\n      fullName\n    }\n    people {\n      id\n      role\n      user {\n        id\n        fullName\n        avatar\n        email\n      }\n    }\n    programs {\n      id\n      name\n    }\n    viewerIsMember\n    viewerRights {\n      mayEditName\n      mayEditProfile\n      mayEditMembers\n      mayEditConnections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupFile($id: ID) {\n    startupFile(id: $id) {\n      ...StartupFileFields\n    }\n  }\n"): (typeof documents)["\n  query StartupFile($id: ID) {\n    startupFile(id: $id) {\n      ...StartupFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupMemberCandidates($startupId: ID!, $search: String) {\n    startupMemberCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  query StartupMemberCandidates($startupId: ID!, $search: String) {\n    startupMemberCandidates(startupId: $startupId, search: $search) {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStartupMember($startupId: ID!, $userId: ID!, $role: String) {\n    addStartupMember(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddStartupMember($startupId: ID!, $userId: ID!, $role: String) {\n    addStartupMember(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStartupMemberRole($startupId: ID!, $userId: ID!, $role: String) {\n    setStartupMemberRole(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetStartupMemberRole($startupId: ID!, $userId: ID!, $role: String) {\n    setStartupMemberRole(startupId: $startupId, userId: $userId, role: $role) {\n      ...StartupFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStartupMember($startupId: ID!, $userId: ID!) {\n    removeStartupMember(startupId: $startupId, userId: $userId) {\n      ...StartupFileFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveStartupMember($startupId: ID!, $userId: ID!) {\n    removeStartupMember(startupId: $startupId, userId: $userId) {\n      ...StartupFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStartup($id: ID!, $input: UpdateStartupInput!) {\n    updateStartup(id: $id, input: $input) {\n      ...StartupFileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStartup($id: ID!, $input: UpdateStartupInput!) {\n    updateStartup(id: $id, input: $input) {\n      ...StartupFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelinePageFields on TimelinePage {\n    nextCursor\n    viewerMay {\n      post\n      postPrivate\n      pin\n    }\n    pinned {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n    results {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n  }\n"): (typeof documents)["\n  fragment TimelinePageFields on TimelinePage {\n    nextCursor\n    viewerMay {\n      post\n      postPrivate\n      pin\n    }\n    pinned {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n    results {\n      __typename\n      ...TimelineEventFields\n      ...TimelineDataDueEventFields\n      ...TimelineTopLevelDataSubmittedEventFields\n      ...TimelineNonTopLevelDataSubmittedEventFields\n      ...TimelineCoachingSessionPostFields\n      ...TimelineCoachingInvitePostFields\n      ...TimelineDataCategorizationUpdateFields\n      ...TimelineDataCategorizationSkipFields\n      ...TimelineEmailThreadPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineEventFields on Event {\n    id\n    createdAt\n    updatedAt\n    isPinned\n    isPublic\n    isUpdate\n    eventType\n    message\n    startup {\n      id\n      name\n    }\n    createdBy {\n      id\n      fullName\n      roleLabel\n      roleType\n      avatar\n    }\n    attachments {\n      id\n      name\n      fileType\n      url\n      pdfUrl\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment TimelineEventFields on Event {\n    id\n    createdAt\n    updatedAt\n    isPinned\n    isPublic\n    isUpdate\n    eventType\n    message\n    startup {\n      id\n      name\n    }\n    createdBy {\n      id\n      fullName\n      roleLabel\n      roleType\n      avatar\n    }\n    attachments {\n      id\n      name\n      fileType\n      url\n      pdfUrl\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineDataDueEventFields on DataDueEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n"): (typeof documents)["\n  fragment TimelineDataDueEventFields on DataDueEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineTopLevelDataSubmittedEventFields on TopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TimelineTopLevelDataSubmittedEventFields on TopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineNonTopLevelDataSubmittedEventFields on NonTopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TimelineNonTopLevelDataSubmittedEventFields on NonTopLevelDataSubmittedEvent {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n    createdBy {\n      id\n      fullName\n    }\n    dataItems {\n      value\n      dateValue\n      unit\n      change\n      useArrow\n      metric {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineCoachingSessionPostFields on CoachingSessionPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    sessionName\n    date\n    expectedDuration\n    sessionStartDateTime\n    topics\n    coachs {\n      fullName\n    }\n    attendees {\n      fullName\n    }\n    editor\n    staffEditor\n  }\n"): (typeof documents)["\n  fragment TimelineCoachingSessionPostFields on CoachingSessionPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    sessionName\n    date\n    expectedDuration\n    sessionStartDateTime\n    topics\n    coachs {\n      fullName\n    }\n    attendees {\n      fullName\n    }\n    editor\n    staffEditor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineCoachingInvitePostFields on CoachingInvitePost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    inviteStatus\n    expires\n    sessionName\n    sessionStart\n    incubatorInvitees {\n      fullName\n    }\n    startupInvitees {\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment TimelineCoachingInvitePostFields on CoachingInvitePost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    inviteStatus\n    expires\n    sessionName\n    sessionStart\n    incubatorInvitees {\n      fullName\n    }\n    startupInvitees {\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineDataCategorizationUpdateFields on DataCategorizationUpdate {\n    id\n    createdAt\n    isPinned\n    isPublic\n    message\n  }\n"): (typeof documents)["\n  fragment TimelineDataCategorizationUpdateFields on DataCategorizationUpdate {\n    id\n    createdAt\n    isPinned\n    isPublic\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineDataCategorizationSkipFields on DataCategorizationSkip {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n"): (typeof documents)["\n  fragment TimelineDataCategorizationSkipFields on DataCategorizationSkip {\n    id\n    createdAt\n    isPinned\n    isPublic\n    dueDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineEmailThreadPostFields on EmailThreadPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    emailMessage {\n      subject\n      emailContent\n      recipients {\n        email\n      }\n      numberOfTimesOpened\n      lastOpenedAt\n      isBounced\n      isDelivered\n    }\n  }\n"): (typeof documents)["\n  fragment TimelineEmailThreadPostFields on EmailThreadPost {\n    id\n    createdAt\n    isPinned\n    isPublic\n    emailMessage {\n      subject\n      emailContent\n      recipients {\n        email\n      }\n      numberOfTimesOpened\n      lastOpenedAt\n      isBounced\n      isDelivered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTimelinePost($input: CreateTimelinePostInput!) {\n    createTimelinePost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTimelinePost($input: CreateTimelinePostInput!) {\n    createTimelinePost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimelinePost($input: UpdateTimelinePostInput!) {\n    updateTimelinePost(input: $input) {\n      id\n      message\n      isUpdate\n      isPublic\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimelinePost($input: UpdateTimelinePostInput!) {\n    updateTimelinePost(input: $input) {\n      id\n      message\n      isUpdate\n      isPublic\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTimelinePost($id: ID!) {\n    deleteTimelinePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTimelinePost($id: ID!) {\n    deleteTimelinePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinTimelinePost($id: ID!, $pinned: Boolean!) {\n    pinTimelinePost(id: $id, pinned: $pinned) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation PinTimelinePost($id: ID!, $pinned: Boolean!) {\n    pinTimelinePost(id: $id, pinned: $pinned) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupEventTimeline($startupId: ID!, $cursor: String, $types: [TimelinePostFilter!], $limit: Int) {\n    startupEventTimeline(startupId: $startupId, cursor: $cursor, types: $types, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n"): (typeof documents)["\n  query StartupEventTimeline($startupId: ID!, $cursor: String, $types: [TimelinePostFilter!], $limit: Int) {\n    startupEventTimeline(startupId: $startupId, cursor: $cursor, types: $types, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserTimeline($userId: ID!, $cursor: String, $limit: Int) {\n    userTimeline(userId: $userId, cursor: $cursor, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n"): (typeof documents)["\n  query UserTimeline($userId: ID!, $cursor: String, $limit: Int) {\n    userTimeline(userId: $userId, cursor: $cursor, limit: $limit) {\n      ...TimelinePageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStartupTags($startupId: ID!, $tagIds: [ID!]!) {\n    setStartupTags(startupId: $startupId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n"): (typeof documents)["\n  mutation SetStartupTags($startupId: ID!, $tagIds: [ID!]!) {\n    setStartupTags(startupId: $startupId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStartupIndustries($startupId: ID!, $industryIds: [ID!]!) {\n    setStartupIndustries(startupId: $startupId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SetStartupIndustries($startupId: ID!, $industryIds: [ID!]!) {\n    setStartupIndustries(startupId: $startupId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserTags($userId: ID!, $tagIds: [ID!]!) {\n    setUserTags(userId: $userId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserTags($userId: ID!, $tagIds: [ID!]!) {\n    setUserTags(userId: $userId, tagIds: $tagIds) {\n      id\n      name\n      color\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserIndustries($userId: ID!, $industryIds: [ID!]!) {\n    setUserIndustries(userId: $userId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserIndustries($userId: ID!, $industryIds: [ID!]!) {\n    setUserIndustries(userId: $userId, industryIds: $industryIds) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...SetupTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...SetupTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Industries {\n    industries {\n      id\n      name\n      useCount\n    }\n  }\n"): (typeof documents)["\n  query Industries {\n    industries {\n      id\n      name\n      useCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIndustry($name: String!) {\n    createIndustry(name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIndustry($name: String!) {\n    createIndustry(name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameIndustry($id: ID!, $name: String!) {\n    renameIndustry(id: $id, name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n"): (typeof documents)["\n  mutation RenameIndustry($id: ID!, $name: String!) {\n    renameIndustry(id: $id, name: $name) {\n      id\n      name\n      useCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIndustry($id: ID!) {\n    deleteIndustry(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteIndustry($id: ID!) {\n    deleteIndustry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupTags($id: ID!) {\n    startupFile(id: $id) {\n      id\n      tags {\n        id\n        name\n        color\n        kind\n      }\n      industries {\n        id\n        name\n      }\n      viewerMayTag {\n        addTags\n        removeTags\n        addIndustries\n        removeIndustries\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartupTags($id: ID!) {\n    startupFile(id: $id) {\n      id\n      tags {\n        id\n        name\n        color\n        kind\n      }\n      industries {\n        id\n        name\n      }\n      viewerMayTag {\n        addTags\n        removeTags\n        addIndustries\n        removeIndustries\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SetupTagFields on Tag {\n    id\n    kind\n    name\n    color\n    useCount\n  }\n"): (typeof documents)["\n  fragment SetupTagFields on Tag {\n    id\n    kind\n    name\n    color\n    useCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tags($kind: TagKind!) {\n    tags(kind: $kind) {\n      ...SetupTagFields\n    }\n  }\n"): (typeof documents)["\n  query Tags($kind: TagKind!) {\n    tags(kind: $kind) {\n      ...SetupTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($id: ID!, $input: UpdateTagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...SetupTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($id: ID!, $input: UpdateTagInput!) {\n    updateTag(id: $id, input: $input) {\n      ...SetupTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssigneeOptions($search: String) {\n    assigneeOptions(search: $search) {\n      label\n      options {\n        label\n        type\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssigneeOptions($search: String) {\n    assigneeOptions(search: $search) {\n      label\n      options {\n        label\n        type\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($taskId: ID!) {\n    deleteTask(taskId: $taskId)\n  }\n"): (typeof documents)["\n  mutation DeleteTask($taskId: ID!) {\n    deleteTask(taskId: $taskId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToTaskRequest($taskId: ID!, $accept: Boolean!) {\n    respondToTaskRequest(taskId: $taskId, accept: $accept) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToTaskRequest($taskId: ID!, $accept: Boolean!) {\n    respondToTaskRequest(taskId: $taskId, accept: $accept) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupTasks($startupId: ID!, $after: String, $before: String, $cursor: String) {\n    startupTasks(startupId: $startupId, after: $after, before: $before, cursor: $cursor) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartupTasks($startupId: ID!, $after: String, $before: String, $cursor: String) {\n    startupTasks(startupId: $startupId, after: $after, before: $before, cursor: $cursor) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskBadge {\n    taskBadge {\n      count\n      horizon\n    }\n  }\n"): (typeof documents)["\n  query TaskBadge {\n    taskBadge {\n      count\n      horizon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskDays {\n    taskBadge {\n      todayStart\n      todayEnd\n    }\n  }\n"): (typeof documents)["\n  query TaskDays {\n    taskBadge {\n      todayStart\n      todayEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskStartup($id: ID) {\n    startupFile(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TaskStartup($id: ID) {\n    startupFile(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    name\n    dueDate\n    tag\n    url\n    taskType\n    automated\n    isGroupTask\n    approvalStatus\n    completionStatus\n    canEdit\n    createdBy {\n      id\n      fullName\n    }\n    startup {\n      id\n      name\n    }\n    assignees {\n      user {\n        id\n        fullName\n      }\n      done\n      status\n      type\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment TaskFields on Task {\n    id\n    name\n    dueDate\n    tag\n    url\n    taskType\n    automated\n    isGroupTask\n    approvalStatus\n    completionStatus\n    canEdit\n    createdBy {\n      id\n      fullName\n    }\n    startup {\n      id\n      name\n    }\n    assignees {\n      user {\n        id\n        fullName\n      }\n      done\n      status\n      type\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TasksUpdatedForUser {\n    tasksUpdatedForUser {\n      updateType\n      taskId\n      task {\n        id\n        dueDate\n        approvalStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TasksUpdatedForUser {\n    tasksUpdatedForUser {\n      updateType\n      taskId\n      task {\n        id\n        dueDate\n        approvalStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks($tab: TaskTab, $section: TaskSection, $cursor: String, $limit: Int, $queryOptions: TaskQueryOptions) {\n    tasks(tab: $tab, section: $section, cursor: $cursor, limit: $limit, queryOptions: $queryOptions) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tasks($tab: TaskTab, $section: TaskSection, $cursor: String, $limit: Int, $queryOptions: TaskQueryOptions) {\n    tasks(tab: $tab, section: $section, cursor: $cursor, limit: $limit, queryOptions: $queryOptions) {\n      totalCount\n      next\n      results {\n        ...TaskFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {\n    updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {\n    updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($taskId: ID!, $updatedTask: UpdateTaskInput!) {\n    updateTask(taskId: $taskId, updatedTask: $updatedTask) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTask($taskId: ID!, $updatedTask: UpdateTaskInput!) {\n    updateTask(taskId: $taskId, updatedTask: $updatedTask) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteAllTours($location: String!) {\n    completeAllTours(location: $location) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteAllTours($location: String!) {\n    completeAllTours(location: $location) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTour($id: ID!) {\n    completeTour(id: $id) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTour($id: ID!) {\n    completeTour(id: $id) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuidedTour($location: String!) {\n    guidedTour(location: $location) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query QuidedTour($location: String!) {\n    guidedTour(location: $location) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignablePrograms {\n    programs {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AssignablePrograms {\n    programs {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignableStartups {\n    startups {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AssignableStartups {\n    startups {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {\n    changeUserRole(userId: $userId, roleId: $roleId) {\n      ...ManagedUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {\n    changeUserRole(userId: $userId, roleId: $roleId) {\n      ...ManagedUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n      email\n      roleType\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n      email\n      roleType\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedUserFields on ManagedUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    status\n    validated\n    createdAt\n    category\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n    assignedStartups {\n      id\n      name\n    }\n    programs {\n      id\n      name\n    }\n    tags {\n      id\n      name\n      color\n      kind\n    }\n    industries {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ManagedUserFields on ManagedUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    status\n    validated\n    createdAt\n    category\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n    assignedStartups {\n      id\n      name\n    }\n    programs {\n      id\n      name\n    }\n    tags {\n      id\n      name\n      color\n      kind\n    }\n    industries {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ...ManagedUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserAssignedStartups($userId: ID!, $startupIds: [ID!]!) {\n    setUserAssignedStartups(userId: $userId, startupIds: $startupIds) {\n      ...ManagedUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserAssignedStartups($userId: ID!, $startupIds: [ID!]!) {\n    setUserAssignedStartups(userId: $userId, startupIds: $startupIds) {\n      ...ManagedUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPrograms($userId: ID!, $programIds: [ID!]!) {\n    setUserPrograms(userId: $userId, programIds: $programIds) {\n      ...ManagedUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPrograms($userId: ID!, $programIds: [ID!]!) {\n    setUserPrograms(userId: $userId, programIds: $programIds) {\n      ...ManagedUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserManagementPermissions {\n    currentUserPermissions\n  }\n"): (typeof documents)["\n  query UserManagementPermissions {\n    currentUserPermissions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPlanLimits {\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserPlanLimits {\n    planInfo {\n      limits {\n        name\n        max\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRoles {\n    roles {\n      id\n      type\n      label\n      category\n    }\n  }\n"): (typeof documents)["\n  query UserRoles {\n    roles {\n      id\n      type\n      label\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedUsers($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ManagedUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedUsers($filter: UserFilterInput, $offset: Int, $limit: Int) {\n    users(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ManagedUserFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
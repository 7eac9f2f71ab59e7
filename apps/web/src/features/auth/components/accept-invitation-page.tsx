import { Alert, Center, Loader, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { useSingleFlight } from "../../../lib/use-single-flight.ts";
import { RoleName } from "../../role-names/index.ts";
import { fetchInvitation } from "../api/invitation.request.ts";
import { authErrorMessage } from "../lib/auth-error-message.ts";
import { AcceptInvitationForm } from "./accept-invitation-form.tsx";
import { AuthPage } from "./auth-page.tsx";
import { BackToLoginLink } from "./back-to-login-link.tsx";

/** /acceptinvitation?token=…: who invited whom, then the new account's name and password. */
export function AcceptInvitationPage({ token }: { token: string }) {
  const intl = useIntl();
  const rest = useRestClient();
  const missing = new RestError(400, { name: "InvalidToken", message: "" }, "");
  const invitation = useSingleFlight(`invitation:${token}`, () =>
    token ? fetchInvitation(rest, token) : Promise.reject(missing),
  );

  return (
    <AuthPage title={<FormattedMessage id="invitation.title" />} wide>
      {invitation.status === "pending" ? (
        <Center role="status">
          <Loader type="dots" />
        </Center>
      ) : invitation.status === "done" ? (
        <>
          <Text>
            <FormattedMessage
              id="invitation.text"
              values={{
                organisation: <bdi>{invitation.data.incubatorName}</bdi>,
                role: (
                  <RoleName
                    role={{
                      type: invitation.data.roleType,
                      label: invitation.data.roleLabel,
                      isCustom: invitation.data.roleIsCustom,
                    }}
                  />
                ),
              }}
            />
          </Text>
          <AcceptInvitationForm token={token} invitation={invitation.data} />
        </>
      ) : (
        <Alert color="red" role="alert">
          {authErrorMessage(invitation.error, intl, { InvalidToken: "invitation.error.invalidToken" })}
        </Alert>
      )}
      <BackToLoginLink />
    </AuthPage>
  );
}

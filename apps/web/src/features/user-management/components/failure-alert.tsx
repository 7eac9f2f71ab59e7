import { Alert, List } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { type MutationFailure, otherFieldMessages } from "../lib/mutation-failure.ts";
import { isLimitedCategory } from "./plan-limit-note.tsx";

type FailureAlertProps = {
  failure: MutationFailure | null;
  /** The input fields the form shows their own messages beside. */
  fields?: readonly string[];
};

/** A refused call, said in one alert (field messages excepted: they sit beside their fields). */
export function FailureAlert({ failure, fields = [] }: FailureAlertProps) {
  if (!failure) return null;
  const body = failureBody(failure, fields);
  if (!body) return null;
  return (
    <Alert color="red" role="alert" title={body.title} data-testid="failure-alert">
      {body.text}
    </Alert>
  );
}

function failureBody(failure: MutationFailure, fields: readonly string[]) {
  const title = (id: FailureTitle) => <FormattedMessage id={`users.error.${id}`} />;
  switch (failure.kind) {
    case "validation": {
      const others = otherFieldMessages(failure, fields);
      if (others.length === 0 && Object.keys(failure.fields).length > 0) return null;
      const messages = others.length > 0 ? others : [failure.message];
      return {
        title: title("validation"),
        text: (
          <List size="sm">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        ),
      };
    }
    case "limit":
      return { title: title("limit"), text: limitText(failure) };
    case "conflict":
      return { title: title("conflict"), text: failure.message };
    case "plan":
      return { title: title("plan"), text: <FormattedMessage id="users.error.planText" /> };
    case "forbidden":
      return { title: title("forbidden"), text: <FormattedMessage id="users.error.forbiddenText" /> };
    case "notFound":
      return { title: title("notFound"), text: <FormattedMessage id="users.error.notFoundText" /> };
    case "other":
      return { title: title("other"), text: failure.message };
  }
}

type FailureTitle = "validation" | "limit" | "conflict" | "plan" | "forbidden" | "notFound" | "other";

function limitText(failure: Extract<MutationFailure, { kind: "limit" }>): ReactNode {
  const { limit, max, current } = failure;
  if (limit === null || max === null || current === null || !isLimitedCategory(limit)) return failure.message;
  return (
    <FormattedMessage
      id="users.error.limitText"
      values={{ category: <FormattedMessage id={`users.category.${limit}`} />, max, current }}
    />
  );
}

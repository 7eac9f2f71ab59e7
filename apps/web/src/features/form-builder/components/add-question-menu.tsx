import { QUESTION_TYPES, type QuestionType } from "@launchpad/domain/forms";
import { Button, Menu } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { typeName } from "../lib/names.ts";
import { newId, PROFILE_TYPES } from "../lib/question-defaults.ts";
import { useBuilder } from "./builder-context.ts";

const GROUPS: { label: MessageId; types: readonly QuestionType[] }[] = [
  { label: "formBuilder.add.layout", types: ["section", "heading", "sub_heading", "paragraph"] },
  { label: "formBuilder.add.text", types: ["text", "text_long", "text_link", "date"] },
  { label: "formBuilder.add.numbers", types: ["number", "number_scale", "calculated"] },
  {
    label: "formBuilder.add.choices",
    types: [
      "select_radio",
      "select_checkbox",
      "select_dropdown",
      "select_multi_dropdown",
      "tree_single",
      "tree_multi",
    ],
  },
  { label: "formBuilder.add.other", types: ["table", "file", "video", "custom_field"] },
];

// Every type of spec-2 §9 is offered once.
if (GROUPS.flatMap((group) => group.types).length !== QUESTION_TYPES.length)
  throw new Error("question type groups");

/** "Add": a new question or section of a chosen type, after the selected one (a profile layout offers its five types). */
export function AddQuestionMenu({ afterId }: { afterId: string | null }) {
  const intl = useIntl();
  const { dispatch, profile } = useBuilder();
  const groups = profile ? [{ label: "formBuilder.add.profile" as MessageId, types: PROFILE_TYPES }] : GROUPS;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="sm" data-testid="add-question">
          {intl.formatMessage({ id: "formBuilder.add" })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: "auto" }}>
        {groups.map((group) => (
          <div key={group.label}>
            <Menu.Label>{intl.formatMessage({ id: group.label })}</Menu.Label>
            {group.types.map((type) => (
              <Menu.Item
                key={type}
                onClick={() => dispatch({ type: "add", questionType: type, id: newId(), afterId })}
                data-testid={`add-${type}`}
              >
                {intl.formatMessage({ id: typeName(type) })}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

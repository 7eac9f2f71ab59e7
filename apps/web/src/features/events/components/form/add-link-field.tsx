import { Button, Group, Text, TextInput } from "@mantine/core";
import { type KeyboardEvent, useState } from "react";
import { sendLink, UploadError, UploadErrorText } from "../../../../components/file-upload/index.ts";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import { type LinkProblems, linkInputProblems } from "../../lib/link-input.ts";
import { type EventForm, useSay } from "./form-context.ts";

/**
 * "Add a link": a title and an https address, made a pending link attachment at once
 * (POST /api/attachment/upload with JSON) and listed with the event's links; the event
 * claims it when the form is saved, as it does an uploaded file.
 */
export function AddLinkField({ form }: { form: EventForm }) {
  const say = useSay();
  const [name, setName] = useState("");
  const [link, setLink] = useState("");
  const [problems, setProblems] = useState<LinkProblems>({});
  const [failure, setFailure] = useState<UploadError | null>(null);
  const [sending, setSending] = useState(false);

  const add = async () => {
    setFailure(null);
    const found = linkInputProblems({ name, link });
    setProblems(found);
    if (found.link || found.name) return;
    setSending(true);
    try {
      const made = await sendLink({ link: link.trim(), name: name.trim() });
      form.insertListItem("links", made);
      setName("");
      setLink("");
    } catch (error) {
      setFailure(error instanceof UploadError ? error : new UploadError("NETWORK", String(error), 0));
    } finally {
      setSending(false);
    }
  };
  // Enter in these fields adds the link rather than saving the whole event.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void add();
  };

  return (
    <Group align="flex-end" gap="sm" data-testid="event-add-link">
      <TextInput
        label={<OptionalLabel>{say("events.form.addLink.name")}</OptionalLabel>}
        description={say("events.form.addLink.nameHelp")}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={problems.name ? say(problems.name) : undefined}
        style={{ flex: "1 1 12rem" }}
      />
      <TextInput
        label={say("events.form.addLink.url")}
        description={say("events.form.addLink.urlHelp")}
        type="url"
        dir="ltr"
        value={link}
        onChange={(event) => setLink(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={problems.link ? say(problems.link) : undefined}
        style={{ flex: "2 1 16rem" }}
      />
      <Button variant="default" onClick={() => void add()} loading={sending}>
        {say("events.form.addLink.add")}
      </Button>
      {failure ? (
        <Text size="sm" c="red.8" role="alert" w="100%">
          <UploadErrorText error={failure} />
        </Text>
      ) : null}
    </Group>
  );
}

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import type { Question } from "@launchpad/domain/forms";
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { questionName, typeName } from "../lib/names.ts";
import { dependentsOf } from "../lib/references.ts";
import { blockOf, dropTarget } from "../lib/structure.ts";
import { AddQuestionMenu } from "./add-question-menu.tsx";
import { useBuilder } from "./builder-context.ts";
import classes from "./form-builder.module.css";
import { MoveToDialog } from "./move-to-dialog.tsx";

/**
 * The form's outline: every question and section in order, questions indented under their
 * section. Drag a row by its handle (mouse, touch, or the keyboard: space, arrows, space), or
 * use its menu's "Move to…", which does the same without dragging (WCAG 2.5.7).
 */
export function QuestionOutline() {
  const intl = useIntl();
  const { definition, dispatch, uiLocale, selectedId } = useBuilder();
  const [moving, setMoving] = useState<Question | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const questions = definition.questions;
  const nameOf = (id: string | number) => {
    const question = questions.find((candidate) => candidate.id === id);
    return question ? questionName(intl, definition, question, uiLocale) : "";
  };
  const positionOf = (id: string | number) => questions.findIndex((question) => question.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const afterId = dropTarget(questions, String(active.id), String(over.id));
    if (afterId !== undefined) dispatch({ type: "moveAfter", id: String(active.id), afterId });
  };
  let inSection = false;
  return (
    <Stack gap="xs" component="nav" aria-labelledby="outline-title" data-testid="outline">
      <Group justify="space-between">
        <Title order={2} size="h5" id="outline-title">
          {intl.formatMessage({ id: "formBuilder.outline" }, { count: questions.length })}
        </Title>
        <AddQuestionMenu afterId={selectedId} />
      </Group>
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="outline-empty">
          {intl.formatMessage({ id: "formBuilder.outline.empty" })}
        </Text>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: intl.formatMessage({ id: "formBuilder.drag.instructions" }),
          },
          announcements: {
            onDragStart: ({ active }) =>
              intl.formatMessage({ id: "formBuilder.drag.start" }, { name: nameOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? intl.formatMessage(
                    { id: "formBuilder.drag.over" },
                    { name: nameOf(active.id), n: positionOf(over.id) },
                  )
                : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? intl.formatMessage(
                    { id: "formBuilder.drag.end" },
                    { name: nameOf(active.id), n: positionOf(over.id) },
                  )
                : undefined,
            onDragCancel: ({ active }) =>
              intl.formatMessage({ id: "formBuilder.drag.cancel" }, { name: nameOf(active.id) }),
          },
        }}
      >
        <SortableContext
          items={questions.map((question) => question.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol className={classes.outline}>
            {questions.map((question, index) => {
              if (question.questionType === "section") inSection = true;
              const indented = inSection && question.questionType !== "section";
              return (
                <OutlineItem
                  key={question.id}
                  question={question}
                  index={index}
                  indented={indented}
                  onMove={() => setMoving(question)}
                  onDelete={() => setDeleting(question)}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <MoveToDialog question={moving} onClose={() => setMoving(null)} />
      <DeleteDialog question={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

type OutlineItemProps = {
  question: Question;
  index: number;
  indented: boolean;
  onMove: () => void;
  onDelete: () => void;
};

function OutlineItem({ question, index, indented, onMove, onDelete }: OutlineItemProps) {
  const intl = useIntl();
  const { definition, dispatch, uiLocale, problems, selectedId } = useBuilder();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: question.id,
    });
  const name = questionName(intl, definition, question, uiLocale);
  const selected = selectedId === question.id;
  const problemCount = problems[question.id]?.length ?? 0;
  const section = question.questionType === "section";
  return (
    <li
      ref={setNodeRef}
      className={classes.outlineItem}
      data-indented={indented || undefined}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 2 : undefined,
      }}
      data-testid="outline-item"
      data-question-id={question.id}
    >
      <Paper
        withBorder
        radius="sm"
        p={6}
        className={classes.outlineRow}
        data-selected={selected || undefined}
        data-section={section || undefined}
        data-problem={problemCount > 0 || undefined}
      >
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={intl.formatMessage({ id: "formBuilder.drag.handle" }, { name })}
            className={classes.handle}
            data-testid="drag-handle"
          >
            <span aria-hidden="true">⠿</span>
          </ActionIcon>
          <UnstyledButton
            className={classes.outlineSelect}
            onClick={() => dispatch({ type: "select", id: question.id })}
            aria-current={selected ? "true" : undefined}
            data-testid="outline-select"
          >
            <Text size="sm" fw={section ? 700 : 500} truncate dir="auto">
              {index + 1}. {name}
            </Text>
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage({ id: typeName(question.questionType) })}
              </Text>
              {question.dependency ? (
                <Badge size="xs" variant="light" color="grape">
                  {intl.formatMessage({ id: "formBuilder.badge.logic" })}
                </Badge>
              ) : null}
              {question.validations?.required ? (
                <Badge size="xs" variant="light">
                  {intl.formatMessage({ id: "formBuilder.badge.required" })}
                </Badge>
              ) : null}
              {problemCount > 0 ? (
                <Badge size="xs" color="red" data-testid="outline-problem">
                  {intl.formatMessage({ id: "formBuilder.badge.problems" }, { count: problemCount })}
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={intl.formatMessage({ id: "formBuilder.item.actions" }, { name })}
                data-testid="item-actions"
              >
                <span aria-hidden="true">⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onMove} data-testid="item-move">
                {intl.formatMessage({ id: "formBuilder.item.move" })}
              </Menu.Item>
              <Menu.Item
                onClick={() => dispatch({ type: "duplicate", id: question.id })}
                data-testid="item-duplicate"
              >
                {intl.formatMessage({
                  id: section ? "formBuilder.item.duplicateSection" : "formBuilder.item.duplicate",
                })}
              </Menu.Item>
              <Menu.Item color="red" onClick={onDelete} data-testid="item-delete">
                {intl.formatMessage({
                  id: section ? "formBuilder.item.deleteSection" : "formBuilder.item.delete",
                })}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Paper>
    </li>
  );
}

function DeleteDialog({ question, onClose }: { question: Question | null; onClose: () => void }) {
  const intl = useIntl();
  const { definition, dispatch, uiLocale } = useBuilder();
  if (!question) return null;
  const index = definition.questions.findIndex((candidate) => candidate.id === question.id);
  const [start, end] = blockOf(definition.questions, index);
  const removed = new Set(definition.questions.slice(start, end).map((candidate) => candidate.id));
  const affected = dependentsOf(definition.questions, removed);
  const name = questionName(intl, definition, question, uiLocale);
  return (
    <ConfirmDialog
      opened
      title={intl.formatMessage({ id: "formBuilder.delete.title" }, { name })}
      body={
        <>
          {question.questionType === "section"
            ? intl.formatMessage({ id: "formBuilder.delete.section" }, { count: removed.size - 1 })
            : intl.formatMessage({ id: "formBuilder.delete.question" })}{" "}
          {affected.length > 0
            ? intl.formatMessage(
                { id: "formBuilder.delete.affected" },
                {
                  count: affected.length,
                  names: intl.formatList(
                    affected.map((other) => questionName(intl, definition, other, uiLocale)),
                  ),
                },
              )
            : null}
        </>
      }
      confirm={intl.formatMessage({ id: "formBuilder.delete.confirm" })}
      cancel={intl.formatMessage({ id: "formBuilder.cancel" })}
      onConfirm={() => {
        dispatch({ type: "delete", id: question.id });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

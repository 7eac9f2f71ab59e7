import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { languageOf } from "../../../test/language.ts";
import { renderPage } from "../../../test/render-page.tsx";
import type { CommunityPerson } from "../lib/types.ts";
import { PersonCard } from "./person-card.tsx";

const arabic = await languageOf("ar");

const person = (roleType: string, roleLabel: string): CommunityPerson => ({
  __typename: "PersonSummary",
  id: "u1",
  fullName: "Fatima Founder",
  roleType,
  roleLabel,
  headline: null,
  avatar: null,
});

describe("PersonCard", () => {
  it.each([
    { roleType: "Cofounder", roleLabel: "Co/Founder", shown: "مؤسس مشارك" },
    { roleType: "Cofounder", roleLabel: "Founder", shown: "مؤسس" },
    { roleType: "CommunityMember", roleLabel: "Community Member", shown: "عضو المجتمع" },
    { roleType: "Mentor", roleLabel: "Venture Partner", shown: "Venture Partner" },
  ])("shows $roleLabel as $shown in Arabic", ({ roleType, roleLabel, shown }) => {
    renderPage(<PersonCard person={person(roleType, roleLabel)} />, { language: arabic });
    expect(screen.getByText(shown)).toBeTruthy();
  });
});

import { describe, expect, it } from "vitest";
import { documentsIn, keepPlace, uploadFolderOf } from "./places.ts";

const docs = [
  { id: "a", folderId: null },
  { id: "b", folderId: "f1" },
  { id: "c", folderId: "f2" },
];

describe("the documents tab's places", () => {
  it("shows all, the top or one folder", () => {
    expect(documentsIn({ kind: "all" }, docs).map((d) => d.id)).toEqual(["a", "b", "c"]);
    expect(documentsIn({ kind: "top" }, docs).map((d) => d.id)).toEqual(["a"]);
    expect(documentsIn({ kind: "folder", id: "f2" }, docs).map((d) => d.id)).toEqual(["c"]);
  });

  it("uploads into the folder looked at, else the top", () => {
    expect(uploadFolderOf({ kind: "folder", id: "f1" })).toBe("f1");
    expect(uploadFolderOf({ kind: "all" })).toBeNull();
    expect(uploadFolderOf({ kind: "top" })).toBeNull();
  });

  it("goes back to all documents when the folder looked at was deleted", () => {
    expect(keepPlace({ kind: "folder", id: "f1" }, ["f2"])).toEqual({ kind: "all" });
    expect(keepPlace({ kind: "folder", id: "f2" }, ["f2"])).toEqual({ kind: "folder", id: "f2" });
    expect(keepPlace({ kind: "top" }, [])).toEqual({ kind: "top" });
  });
});

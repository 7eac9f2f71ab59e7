import { describe, expect, it } from "vitest";
import { weekdayAsDate, weekdaysInLocaleOrder } from "./week-order.ts";

describe("weekdaysInLocaleOrder", () => {
  it.each([
    ["de", [1, 2, 3, 4, 5, 6, 0]],
    ["en", [0, 1, 2, 3, 4, 5, 6]],
    ["ar", [6, 0, 1, 2, 3, 4, 5]],
    ["not a locale!", [1, 2, 3, 4, 5, 6, 0]],
  ])("starts the week where %s does", (locale, order) => {
    expect(weekdaysInLocaleOrder(locale)).toEqual(order);
  });

  it("dates each weekday on that weekday", () => {
    expect([0, 1, 6].map((day) => weekdayAsDate(day as 0 | 1 | 6).getUTCDay())).toEqual([0, 1, 6]);
  });
});

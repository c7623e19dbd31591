import { describe, expect, it } from "vitest";
import { mightBeReminderPath } from "./http";

describe("which paths the reminders' door looks at", () => {
  it("takes every spelling of a reminders page React Router serves", () => {
    for (const path of [
      "/reminders/confirm/abc",
      "/REMINDERS/Unsubscribe/abc/",
      "/r%65minders/manage/abc",
      "/reminders/reminder.ics",
      "/reminders/confirm/abc.data",
    ]) {
      expect(mightBeReminderPath(path), path).toBe(true);
    }
  });

  it("leaves the public pages, the sign-up page among them, to the prerendered files", () => {
    for (const path of [
      "/",
      "/reminders",
      "/reminders/",
      "/services/gas-safety-checks",
      "/about.data",
      "/remindersx/a",
    ]) {
      expect(mightBeReminderPath(path), path).toBe(false);
    }
  });

  it("lets route matching decide a malformed %-encoding", () => {
    expect(mightBeReminderPath("/%E0%A4%A")).toBe(true);
  });
});

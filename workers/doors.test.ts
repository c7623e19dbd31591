import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { API_PATHS } from "~/lib/contracts/api-paths";
import { doors, findDoor } from "./doors";

/** Every door asked in turn: what findDoor must answer, whatever shortcut it takes. */
const askEveryDoor = (pathname: string) => doors.find((door) => door.matches(pathname))?.name;

const SEGMENTS = [
  ...Object.values(API_PATHS).flatMap((path) => path.split("/").filter(Boolean)),
  "desk",
  "Desk",
  "leads",
  "call",
  "photos",
  "requests",
  "REQUESTS",
  "reminders",
  "Reminders",
  "%72eminders",
  "%52EMINDERS",
  "%",
  "confirm",
  "manage",
  "services",
  "boiler-repair",
  "areas",
  "about.data",
  "desk.data",
  "_.data",
  "abc123",
  "",
];

describe("the door table", () => {
  it("gives every path the door asking each in turn would, public pages included", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 5 }),
        fc.boolean(),
        (segments, trailingSlash) => {
          const pathname = `/${segments.join("/")}${trailingSlash ? "/" : ""}`;
          expect(findDoor(pathname)?.name).toBe(askEveryDoor(pathname));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("finds the private doors and leaves the public pages", () => {
    expect(findDoor(API_PATHS.assistant)?.name).toBe(`API ${API_PATHS.assistant}`);
    expect(findDoor("/desk")?.name).toBe("desk");
    expect(findDoor("/requests/abc")?.name).toBe("request page");
    expect(findDoor("//Reminders/confirm")?.name).toBe("reminders");
    expect(findDoor("/%72eminders/confirm")?.name).toBe("reminders");
    expect(findDoor("/")).toBeUndefined();
    expect(findDoor("/services/boiler-repair")).toBeUndefined();
    expect(findDoor("/about.data")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { answered as shown } from "../test/assistant-replies";

describe("after a capping or warning notice, the repair asked of us names the appliance", () => {
  it.each([
    [
      "The gas board capped off our gas fire last night for a leak on the union. Can you fit it back properly?",
      "gas fire",
    ],
    ["Cadent put a do not use sticker on the hob after a smell. Could your lot reconnect the hob?", "hob"],
    ["The emergency man capped our cooker. Will you reconnect it for us?", "cooker"],
    ["engineer left a warning notice on the water heater and capped it. can u get it going again", "water heater"],
  ])("%j: the repair of the %s", (message, appliance) => {
    const reply = shown(message);
    expect(reply.topic).toBe("warning-notice");
    expect(reply.text).toContain(`We can repair and reconnect your ${appliance}`);
  });
});

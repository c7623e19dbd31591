/**
 * Questions about gas safety law and knowledge, with no hazard now (the sixth set's kinds, in other wordings than
 * the set's): answered from the site's pages, never with the emergency steps.
 */
import { describe, expect, it } from "vitest";
import { shownText as all } from "../test/assistant-replies";
import { answer } from "./answer";

describe("the law for one's own home, compared with landlords", () => {
  it.each([
    "I own my house, do I legally need a gas safety certificate like landlords do?",
    "homeowner here, is the yearly gas safety check a legal must for me as it is for landlords",
    "We own our home. Are we obliged by law to get the gas checked the same way landlords are?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/no legal requirement/i);
  });
});

describe("the law for one's own home, landlords named as the ones it may only be for", () => {
  it.each([
    "We own our bungalow. Do we legally have to get the boiler checked yearly or is that just landlords?",
    "I own my house outright. Is an annual gas check the law for me too, or only for landlords?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/no legal requirement/i);
  });
});

describe("how long records are kept and when tenants get a copy", () => {
  it.each([
    "landlord question: how long must I keep the old CP12s, and how soon do the tenants have to get theirs?",
    "As a letting agent, how many years do we keep gas safety records for?",
    "how quickly does a tenant have to be given a copy of the gas safety record after the check",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).toMatch(/28 days/);
    expect(text).toMatch(/2 years|two years/);
  });
});

describe("which standard a carbon monoxide alarm should carry", () => {
  it.each([
    "what kitemark or standard should a carbon monoxide alarm have",
    "buying a co detector for my dad, which standard do i look for on the packet?",
    "Is there a British Standard number for CO alarms I should check for?",
    "what standard should a CO alarm meet, and how long does one last?",
    "getting my nan a carbon monoxide alarm - what should it be marked with, and where does it go?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/BS EN 50291/);
  });
});

describe("whether a service checks for carbon monoxide", () => {
  it.each([
    "does the service check for carbon monoxide at all?",
    "when you service a boiler do you actually test it for CO",
    "Will the annual service tell me if the boiler's giving off carbon monoxide?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/flue gas analys/i);
    expect(all(reply)).not.toMatch(/Don't ignore it or simply silence it/);
  });
});

describe("where the emergency control valve is and how to tell it is on", () => {
  it.each([
    "Where would I find the emergency control valve, and how can I tell whether it's on or off?",
    "where's the ECV usually fitted?",
    "how do I know if the gas valve by the meter is open or shut",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/meter/);
    expect(all(reply)).toMatch(/right angle|in line/);
  });
});

describe("gas work by someone not Gas Safe registered", () => {
  it.each([
    "a mate who isn't registered fitted my new boiler last month, it runs fine, is that ok?",
    "My uncle moved the boiler into the loft. He's a plumber but not Gas Safe. Should we get it looked at?",
    "The landlord's friend, who isn't Gas Safe, swapped the gas fire. Is that even legal?",
    "our builder installed the combi himself, he's not registered with gas safe, can you certify it for the sale?",
  ])("the law, get it checked, the conditional line, no evacuation: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(reply.steps).toBeUndefined();
    const text = all(reply);
    expect(text).toMatch(/Gas Safe registered engineer/);
    expect(text).toMatch(/checked/);
    expect(text).toMatch(/Gas Safe Register\b/);
    expect(text).toMatch(/If you can smell gas now/);
  });
  it("a Gas Safe engineer's work is not unregistered work", () => {
    expect(
      all(answer("Our Gas Safe registered engineer fitted the boiler last year, when is the first service due?")),
    ).not.toMatch(/report unregistered/);
  });
});

describe("'Not to Current Standards' on a record or a report", () => {
  it.each([
    "the engineer put NCS next to our gas hob on the certificate, what does that mean, can we use it?",
    "Our gas fire was marked 'not to current standards' at the landlord check. Is it unsafe?",
    "What's NCS on a gas safety record? My tenant is worried about her cooker.",
  ])("not unsafe, may be upgraded, no evacuation: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/isn't unsafe/);
  });
});

describe("a carbon monoxide check or an alarm asked of us", () => {
  it.each([
    "Could your engineer check my flat for carbon monoxide? No symptoms, just moved in. What do you offer?",
    "Do you sell CO alarms or fit them?",
    "my daughter says I need a carbon monoxide detector, can your man bring one when he comes?",
  ])("the Carbon Monoxide Test and its price, no evacuation: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/Carbon Monoxide Test/);
    expect(all(reply)).toMatch(/£45/);
  });
});

describe("gas work asked about doing oneself", () => {
  it.each([
    "can I disconnect the gas hob myself when the new worktop goes in?",
    "Is it ok to move my gas cooker myself? It's on a bayonet hose.",
    "I want to swap the gas fire myself, I'm handy. Any reason not to?",
  ])("a Gas Safe registered engineer, advised against doing it oneself: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/Gas Safe registered engineer/);
    expect(all(reply)).toMatch(/advise against/);
  });
});

describe("an appliance capped, and work we do not offer asked", () => {
  it.each([
    "Cadent capped the hob after finding a leak on the pipe. Can you supply and fit a new hob?",
    "engineer capped the gas cooker yesterday, its got a do not use sticker. do you install cookers?",
  ])("the honest handoff, with the advice not to use it: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(reply.topic).toBe("handoff");
    expect(reply.offerCallback).toBe(true);
    expect(all(reply)).toMatch(/Don't use it/);
  });
});

describe("unregistered work told beside our own offers", () => {
  it.each([
    "a cowboy installer fitted our combi, turns out he's not gas safe. can you check it?",
    "New boiler was installed by a bloke who isn't registered. We're not happy. What now?",
  ])("the unregistered-work answer leads: %j", (message) => {
    expect(answer(message).text[0]).toMatch(/By law only a Gas Safe registered engineer/);
  });
});

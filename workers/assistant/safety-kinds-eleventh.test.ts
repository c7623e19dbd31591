import { describe, expect, it } from "vitest";
import { answered } from "../test/assistant-replies";

describe("a symptom the writer puts down to a definite cause of its own, not tied to an appliance or home, is no CO sign now", () => {
  it.each([
    "I was giddy all week but the GP diagnosed vertigo last week. Separately, can you quote for a new combi?",
    "the headaches turned out to be my eyesight, new glasses sorted it. while I'm here, how much is a boiler service?",
    "proper woozy this morning, big night out for my birthday, and now the boiler's showing F28. when can you come?",
    "Mum's been nauseous but the hospital confirmed it's her gallbladder. Her boiler pressure keeps dropping, can you look?",
    "my son keeps being sick, turns out he's lactose intolerant. Different thing: can you service our boiler on Monday?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "the doctor said my headaches could be carbon monoxide, the boiler is old, what do I do",
    "had a headache for days, the GP thought migraine but it goes away when I'm at work and comes back at home",
    "hungover maybe but we're all dizzy and the CO alarm is beeping",
    "turned out the headaches started when the new gas fire went in, what should I do",
    "we've all been groggy since the heating came on, the doctor said it's probably a virus",
    "my husband was sick all weekend, turns out it was food poisoning they reckon. is the boiler ok to use?",
  ])(
    "tied to the home, an appliance, several people or an illness CO is taken for, it stays the steps: %j",
    (message) => {
      expect(answered(message).text).toMatch(/0800 111 999/);
      expect(answered(message).urgent).toBe(true);
    },
  );
});

describe("an alarm told to be a smoke or fire alarm is not a CO alarm sounding, though a CO alarm to get is asked about", () => {
  it.each([
    "smoke detector on the landing screams every time I do toast. Should I get a carbon monoxide detector too?",
    "the fire alarm in the hallway beeps whenever someone showers, do we need a CO alarm as well, and where does it go?",
    "my heat alarm in the kitchen went off when I burnt the chips. does the landlord have to give me a co alarm too?",
    "Smoke alarm going off from the bathroom steam again. Would you recommend an extra carbon monoxide alarm near the boiler?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "the smoke alarm and the carbon monoxide alarm are both going off",
    "it's not the smoke alarm, it's the CO alarm beeping in the kitchen, do we need to get out?",
    "CO alarm going off by the boiler, do I need a new one or is it real?",
  ])("a CO alarm told sounding stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("someone's dismissal of a gas smell told plainly ('she reckons it's just the bins') cancels nothing", () => {
  it.each([
    "my dad says the landing smells of gas, mum reckons it's only the drains. what should they do?",
    "neighbour says our porch smells of gas but my husband reckons it's just the bins, who's right?",
    "my sister says her flat smells of gas but her boyfriend thinks it's just the drains, she's pregnant, what should she do",
    "flatmate reckons the gas smell in the kitchen is probably just the bins but I can smell it too",
    "Grandad phoned, says his hall smells strongly of gas. Grandma thinks it's just the dog. He's 84, what do I tell him?",
  ])("the gas-escape steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
  it.each([
    "my mum thinks it smells of gas in the kitchen but it's just the bins, I emptied them and it's gone",
    "hubby says the hall smells of gas but it was only the drains, the water company came and fixed them",
    "the lad next door thinks our alley smells of gas but it's just the bins, nothing indoors at all. Can you service my boiler?",
  ])("the cause told as fact stays the conditional line: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
});

describe("a hazard long past with only the worry dated now ('I'm paranoid about it now') is no hazard now", () => {
  it.each([
    "we had a gas leak in our house when I was little and I'm a bit nervous about it now. Can you check our cooker and boiler?",
    "years ago I got a CO headache off an old fire and I'm terrified of it now, which alarm should I buy?",
    "My mum had carbon monoxide poisoning as a child so she's really wary now. Is a service enough to be safe?",
    "there was a gas leak in our street decades ago and my dad is obsessed with it now, how often should the boiler be checked?",
    "as a kid I smelt gas in the kitchen and I'm jumpy now whenever I light the hob, how can I tell if my hob is ok?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "smelt gas years ago and now I can smell it again in the kitchen",
    "I've been paranoid since I smelled gas as a kid, and now there's a rotten egg smell by the meter",
    "I'm worried now, the kitchen smells of gas",
    "as a kid I had a gas scare and I'm nervous now because the hall smells of gas tonight",
  ])("a hazard told now stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

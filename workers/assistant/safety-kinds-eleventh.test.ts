import { describe, expect, it } from "vitest";
import { answered } from "../test/assistant-replies";

describe("a symptom the writer puts down to a definite cause of its own, not tied to an appliance or home, is no CO sign now", () => {
  it.each([
    "I was giddy all week but the GP diagnosed vertigo last week. Separately, can you quote for a new combi?",
    "the headaches turned out to be my eyesight, new glasses sorted it. while I'm here, how much is a boiler service?",
    "proper woozy this morning, big night out for my birthday, and now the boiler's showing F28. when can you come?",
    "Mum's been nauseous but the hospital confirmed it's her gallbladder. Her boiler pressure keeps dropping, can you look?",
    "my son keeps being sick, turns out he's lactose intolerant. Different thing: can you service our boiler on Monday?",
    "my wife's pregnant and feels sick every morning, anyway how much is a new combi?",
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
    "I'm pregnant and we've all been dizzy since the gas fire went in",
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
    "fire alarm on the landing keeps going every time the shower runs, do we need to buy a CO detector as well?",
    "me heat alarm keeps going when I fry stuff. Is it worth getting a carbon monoxide one too, for the boiler?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "the smoke alarm and the carbon monoxide alarm are both going off",
    "it's not the smoke alarm, it's the CO alarm beeping in the kitchen, do we need to get out?",
    "CO alarm going off by the boiler, do I need a new one or is it real?",
    "the CO alarm keeps going, I pressed the test button and it won't stop",
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

describe("the rules on carbon monoxide alarms asked are answered with the alarm law, never the block", () => {
  it.each([
    "what's the rule on CO detectors in a rented flat?",
    "Tenant here. Are there any rules saying my landlord must put a carbon monoxide alarm in?",
    "rules on carbon monoxide detectors for landlords in England please",
    "I let two houses out, what rules apply to co alarms these days",
  ])("the landlord's alarm rule: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/2022/);
  });
  it("the rule for one's own home: 'do the rules make me fit a CO alarm in my own house?'", () => {
    const reply = answered("do the rules make me fit a CO alarm in my own house?");
    expect(reply.urgent).toBe(false);
    expect(reply.text).not.toMatch(/1 October 2022/);
    expect(reply.text).toMatch(/alarm/i);
  });
  it.each([
    "our CO alarm is going off, what are the rules, do we have to leave?",
    "the rules say I need a CO alarm, ours is beeping now and I feel dizzy",
  ])("an alarm sounding stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("an engineer's class written short on the record ('AR', 'ID') for an appliance still used means: do not use it", () => {
  it.each([
    "the LGSR has ID written by the boiler but my landlord says carry on using it, is that right?",
    "Our gas safety record says AR for the cooker and mum's still cooking on it. Should she?",
    "cp12 came back with AR against the fire in the back bedroom, tenant uses it every night. can they?",
    "Engineer's cert said ID on the water heater. We've been using it anyway, is it ok?",
    "landlord's GSR reads AR beside the gas hob, still using it for tea, allowed?",
  ])("the do-not-use answer, not the evacuation: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/Don't use it/);
  });
  it.each([
    "do I need ID to book a gas safety check for the boiler?",
    "the engineer said he'd show his ID card at the door, is that normal for a boiler service?",
  ])("identification is no class: %j", (message) => {
    expect(answered(message).text).not.toMatch(/Don't use it/);
  });
});

describe("a burning smell from a portable electric appliance of the home's own is not the boiler's burning smell", () => {
  it.each([
    "my plug-in oil filled radiator smells of burning plastic when it warms up, do you repair those?",
    "Electric fire in the lounge gives off a burning dust smell, it's not gas, it's a plug-in one. Can you fix it?",
    "halogen heater smells hot and a bit melty, would your engineers look at it?",
    "The kids' electric blanket smells scorched. Is that your kind of job?",
  ])("not the boiler's switch-off steps: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.topic).not.toBe("burning-smell");
    expect(reply.text).not.toMatch(/fused spur/);
  });
  it.each([
    "the boiler smells of burning plastic when it fires up",
    "burning smell from the boiler and the fan heater is off",
    "there's a hot electrical smell by the boiler's plug",
  ])("a smell at the boiler stays its burning-smell answer: %j", (message) => {
    expect(answered(message).text).toMatch(/fused spur/);
  });
});

describe("gas as dictation mishears it ('a guess smell', 'smells like guess') is gas where gas stands", () => {
  it.each([
    "I think I have a guess leak under the stairs, what do I do",
    "my mum says her flat smells like guess since this morning",
    "the combi is clicking away and there's a guess smell off it, can someone come",
    "hello there is a gash smell in my bedroom from the fire",
    "it smells of guess in the porch near the meter box",
  ])("the gas-escape steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
  it.each([
    "I guess the smell was from the bins, all gone now. can you service my boiler?",
    "at a guess, how much is a new combi?",
    "guess who forgot to book the boiler service again, any slots Friday?",
    "I guess smells are normal when the heating first comes on after summer?",
  ])("the verb is no gas: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
});

describe("what happens when a check finds something dangerous is answered with the unsafe-situations procedure", () => {
  it.each([
    "what happens if the gas engineer finds a problem with my fire during the check?",
    "If they find the boiler is unsafe at the safety check, what do they do?",
    "landlord here, what's the procedure when your engineer finds a dangerous appliance in one of my flats",
    "wot happens if the man says my cooker is dangerous??",
    "What will happen if the inspection finds something wrong with the gas hob?",
  ])("the classes and the label, no emergency: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/Immediately Dangerous/);
    expect(reply.text).toMatch(/warning label/);
  });
  it.each([
    "the engineer found a gas leak at the meter an hour ago and I can still smell gas, what happens now?",
    "what happens if I find a gas leak? the kitchen smells of gas right now",
  ])("a hazard told now stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("what carbon monoxide is, asked (why it cannot be smelt, what makes it), is answered from the FAQ", () => {
  it.each([
    "school project: where does carbon monoxide come from and why is it invisible?",
    "how come you can't smell carbon monoxide when you can smell gas?",
    "What actually produces CO in a house? Just curious, nothing wrong here.",
    "my son asked me why carbon monoxide has no smell and I didn't know, can you explain",
    "what is carbon monoxide and what makes it",
    "why is carbon monoxide called the silent killer?",
  ])("colourless, no smell, from fuel burning without enough air: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/has no smell, colour or taste/);
    expect(reply.text).toMatch(/burns without enough air/);
  });
  it.each([
    "why can't I smell anything? the carbon monoxide alarm is going off and my head is pounding",
    "what makes carbon monoxide? I think it's coming from our gas fire, we all feel sick",
  ])("a hazard told now stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { ASKED_AT, answered, converseAt, shownText } from "../test/assistant-replies";

const converse = (...turns: string[]) => converseAt(ASKED_AT, ...turns);

describe("a symptom put down, as fact, to an everyday illness the person has (a cold, flu, a bug) is that illness, not a CO sign", () => {
  it.each([
    "got a stinking cold so I'm a bit dizzy, can the engineer still come Tuesday for the service?",
    "Me head's banging cos I've got the flu. Boiler's leaking from underneath, can someone come?",
    "my husband has a tummy bug and has been sick all night, and the hall radiator is cold at the top",
    "I have covid so I feel awful, please can the engineer leave the new thermostat on the step?",
    "Feeling nauseous with a chest infection, on antibiotics. Boiler pressure is 0.5, how do I top it up?",
    "my father is poorly with a heavy cold, please could you come on Thursday rather than Wednesday for his service",
    "I'm dizzy and shivery with a virus, aches and all, so could you move Monday's boiler service to next week?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "I keep getting flu-like symptoms, headaches and feeling sick, the boiler is really old",
    "thought I had the flu, dizzy and tired for a week, but the CO alarm started beeping today",
    "my headache feels like flu but it clears when I go to work",
    "We've all got what feels like flu since the gas fire went in",
    "I had a cold last month but now I get headaches every evening when the fire is on",
    "is it the flu or is it the boiler? headaches every morning and the pilot light is yellow",
    "I've got a cold, but could these headaches be carbon monoxide as well? they're worse in the evenings",
  ])("likened to flu, tied to an appliance or home, or doubted, it stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("a CO alarm told to be quiet, beside a smoke or fire alarm that sounded, is no CO alarm sounding", () => {
  it.each([
    "panic over, it was the fire alarm cos of the toast, the carbon monoxide detector stayed silent. can you service the boiler next week?",
    "Smoke alarm went off when I burnt the bacon. The CO alarm was quiet the whole time. How much is a boiler service?",
    "it was the heat alarm in the kitchen going off, the CO one was silent, my combi is showing F22 now",
    "Fire alarm shrieking from the shower steam, co detector quiet as a mouse. How do I top up the boiler pressure?",
    "smoke alarm again from the frying pan, carbon monoxide alarm silent, anyway do you fit thermostats?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "the smoke alarm was quiet but the CO alarm is beeping now",
    "the CO alarm went quiet for a minute then started beeping again",
    "fire alarm silent, but the carbon monoxide alarm by the boiler is going off",
    "the CO alarm was quiet all day, now it's screaming and the smoke alarm too",
  ])("a CO alarm told sounding stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("a hazard in a past story that an engineer attended and made safe (capped, isolated, condemned) is over, unless told as now", () => {
  it.each([
    "Last night our CO detector went off, the gas emergency engineer attended and capped the gas fire. Can you come and repair it?",
    "On Sunday we smelt gas, the emergency bloke arrived and isolated the hob. How much to fix a hob?",
    "last week the co alarm beeped, a gas engineer visited and condemned the fire, do you fit new gas fires",
    "Our alarm went off on Friday, the man from the gas board came and closed off the boiler, he said it needs a new flue. Can you do that?",
    "Two days ago my mother's carbon monoxide alarm sounded. The emergency service came and shut off her gas fire. Could you quote to replace it?",
    "Cadent attended overnight and capped the cooker, the smell has gone. Can you replace the cooker hose?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "Last night the CO alarm went off, the engineer came and capped the fire, but now the alarm is going off again",
    "the emergency engineer came yesterday and capped the fire but I can still smell gas in the lounge",
    "yesterday the gas man came and isolated the cooker, now there's a gas smell in the hall",
    "the co alarm is going off now, the engineer came last month and capped the old fire",
    "Someone came yesterday and capped the gas fire. We all have headaches today.",
  ])("a hazard told as now stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("a detail told after an alarm's chirp (how it sounds, its make or age) is still the chirp: the battery advice and the conditional line", () => {
  it.each([
    ["our carbon monoxide detector tweets every 40 seconds", "its a single tweet, not continuous"],
    ["the CO alarm in the hall bleeps once a minute", "yeah the one on the ceiling by the stairs"],
    ["My carbon monoxide alarm chirps now and then", "it's a Kidde, about eight years old"],
    ["co detector chirping", "just one chirp every minute or so"],
  ])("battery advice with 0800 111 999: %j then %j", (first, second) => {
    const reply = converse(first, second);
    expect(reply.urgent).toBeFalsy();
    expect(shownText(reply)).toMatch(/battery/i);
    expect(shownText(reply)).toMatch(/0800 111 999/);
  });
  it("a question of its own after the chirp is answered, not the chirp again", () => {
    const reply = converse("my CO alarm chirps once a minute", "do you service boilers on Saturdays?");
    expect(reply.topic).not.toBe("co-alarm-chirp");
  });
  it("the alarm then sounding, with symptoms, is the steps", () => {
    const reply = converse("the CO alarm chirps every minute", "now it's going off non stop and I feel dizzy");
    expect(reply.urgent).toBe(true);
    expect(shownText(reply)).toMatch(/0800 111 999/);
  });
});

describe("a gas smell only at the moment a burner lights, gone once the flame catches, is the usual unburnt puff, not an escape", () => {
  it.each([
    "There's a tiny gas smell the second I turn the cooker ring on, gone as soon as it lights. Normal?",
    "when i spark the oven burner i get a little whiff, it clears the moment it catches",
    "Slight odour of gas at ignition of the hob, which dissipates at once when lit. Should I be concerned?",
    "hob gives off a smell for a sec when lighting then fades once the flame is going, is that ok",
    "Get a quick pong of gas lighting the grill burner, vanishes when it catches",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "I get a gas smell when I light the hob and it hangs around for ages after",
    "the hob smells of gas when I light it and the smell is still there after I turn it off",
    "whiff of gas as I light the hob, and it's there even when the hob is off",
  ])("a smell that stays is the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("a hazard named only as the subject of the talk the writer forestalls ('spare me the gas leak lecture') names no hazard", () => {
  it.each([
    "Spare me the gas leak lecture, there's nothing like that, I just want to know why my radiators are cold upstairs",
    "before you give me the carbon monoxide spiel, nobody's ill and it's been serviced, I just need a service price",
    "skip the gas safety speech pls, boiler just says F75",
    "I know the gas leak routine already. The issue is the boiler pressure drops every day",
    "don't start the CO talk, just tell me how much a new thermostat is",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "I've heard the gas leak speech before but I can actually smell gas in the kitchen right now",
    "spare me the lecture, the CO alarm is going off and I feel dizzy",
    "skip the speech, there's a strong smell of gas by the meter",
  ])("a hazard told beside it stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("yellow in the flames of a decorative fuel-effect gas fire, however told, is how it is made to burn", () => {
  it.each([
    "Living flame fire burns yellow on the top of the flames, normal?",
    "log-effect gas fire, yellowish flickery flames, brand new, is that right?",
    "our decorative gas fire has a yellow glow at the top of each flame, installed Friday",
    "Fuel effect fire flames have yellow crowns, just fitted by a Gas Safe engineer. Correct?",
    "coal effect fire: flame is blue at the bottom and yellow higher up, is that how they should be?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "our living flame fire's flames have gone yellow and there's black soot on the glass",
    "the log effect fire flames are yellow and I've had headaches all week",
  ])("with soot, a change or symptoms it stays the steps: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).urgent).toBe(true);
  });
});

describe("a notice whose reason is a flue that cannot be inspected (no hatches) gets the hatches answer, which says not to use it", () => {
  it.each([
    "gas man says our flue's got no inspection hatches so he's marked the boiler At Risk, what now?",
    "engineer turned off my boiler because there are no access hatches for the flue in the loft",
    "the flue runs through the ceiling without hatches and the boiler was put At Risk at the service",
    "landlord check failed: flue has no hatches, boiler At Risk. what do we do?",
    "our flue in the ceiling has no access panels, the engineer capped the boiler",
  ])("the hatches, not the emergency: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/hatch/i);
    expect(reply.text).toMatch(/not to use it|don't use it|do not use it/i);
  });
  it("a question of its own after it is answered too", () => {
    const reply = answered(
      "the flue has no hatches so the engineer put the boiler At Risk. How much would a gas safety check be once they're in?",
    );
    expect(reply.text).toMatch(/hatch/i);
    expect(reply.text).toMatch(/£\d+/);
  });
  it.each([
    "the engineer put an At Risk label on the boiler because the flue is cracked",
    "engineer capped my boiler, said the flue seal is damaged, can you fix it?",
  ])("another reason keeps the notice's answer: %j", (message) => {
    expect(answered(message).topic).toBe("warning-notice");
  });
});

describe("symptoms that ease away from home ('fine at work', 'ok at school') are carbon monoxide's own pattern, never a story ended", () => {
  it.each([
    "whole family got headaches and feeling sick since we put the heating on last week, but we're all fine at work",
    "me and the kids have had banging heads since we lit the gas fire on sunday, we're ok at school and work tho",
    "my husband has felt dizzy since the boiler was serviced on Tuesday, but he's fine at work all day",
    "Mam's been sick on and off since last week when the heating went on, she's alright when she's at our house",
    "headaches every evening since last weekend, gone by the time I'm at work, the combi's in the kitchen",
    "my wife and I have had headaches since we switched the gas fire on last Friday, but we're both fine at work",
    "kids been feeling sick since we turned the heating on last week, they're ok at school though",
  ])("the steps and medical advice: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(true);
    expect(reply.text).toMatch(/0800 111 999/);
  });
  it.each([
    "we had headaches last winter, fine when we were out; the engineer fixed the flue and we've been fine since. can you book the service?",
    "my son was poorly last week with a bug, he's fine at school now. can you do a boiler service on Friday?",
  ])("a hazard dealt with, or an illness over, stays over: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
});

describe("'present' as 'current' ('the present regulations', 'the present owner') is no carbon monoxide present", () => {
  it.each([
    "Could you tell me what the present regulations say about carbon monoxide alarms in a rented flat?",
    "what do the present rules require for CO alarms in an HMO?",
    "the present owner fitted a carbon monoxide alarm before we bought, do we need to replace it?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "the engineer said carbon monoxide was present in the kitchen, what do we do",
    "our detector says CO present, what now?",
  ])("carbon monoxide said to be present stays the steps: %j", (message) => {
    expect(answered(message).urgent).toBe(true);
    expect(answered(message).text).toMatch(/0800 111 999/);
  });
});

/**
 * Kinds of message the engine did not understand, each tested with messages written for the kind in other
 * wordings and registers than the evaluation sets' (so a rule that learns one phrasing fails here).
 */
import { describe, expect, it } from "vitest";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { shownText as all } from "../test/assistant-replies";
import { answer } from "./answer";
import { chooseIntents } from "./intents/arbitration";

const hrefs = (reply: AssistantReply) => reply.links.map((l) => l.href);

describe("work on an appliance that is not a boiler, which we do not list: the honest handoff", () => {
  it.each([
    "can u fit a nest thermostat n wot wud it cost",
    "We're having a new gas hob delivered, could your man connect it up and what do you charge?",
    "Would you be able to take out the old gas fire in my mother's front room and cap the pipe off?",
    "our night storage heaters are knackered, is that something you repair?",
    "Will you claim off my home emergency cover for me and send them the bill?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).not.toMatch(/24\/7 emergency line|Same-Day Repair from|Annual Service from/);
  });
});

describe("a new boiler priced with its make or size between 'new' and 'boiler': the free survey", () => {
  it.each([
    "what would a new Ideal Logic combination boiler cost fitted",
    "price for a brand new vaillant 32kw combi installed pls",
    "I would like to know the cost of a new Baxi system boiler, supplied and fitted.",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).toContain("free survey");
    expect(text).toContain("fixed quote");
  });
});

describe("damage done by our engineer is a complaint", () => {
  it.each([
    "ur engineer scratched my new laminate floor and just left",
    "The man you sent yesterday has broken the handle off my airing cupboard door. Who do I take this up with?",
    "your lad knocked a hole in the plasterboard behind the boiler and didnt even mention it",
  ])("%j", (message) => {
    expect(hrefs(answer(message))).toContain("/complaints-policy");
  });
});

describe("the owner or someone in charge asked for: said so, and how to reach them", () => {
  it.each([
    "who's the boss there? i want a word",
    "Could I please speak to the manager of the firm rather than an engineer?",
    "I want the owner's name and number, not another form",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(all(reply)).toMatch(/owner/i);
    expect(reply.offerCallback).toBe(true);
    expect(all(reply)).not.toMatch(/Same-Day Repair from/);
  });
});

describe("fear of being overcharged or sold parts not needed: the free estimate and nothing unagreed", () => {
  it.each([
    "how can i be sure u wont charge me for stuff i dont need",
    "What stops your engineer replacing parts that are perfectly fine and billing me for them?",
    "My neighbour got ripped off by a heating firm. How do I know that won't happen with you?",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).toContain("free estimate");
    expect(text).toContain("agreed");
  });
});

describe("a part that has to be ordered: how soon it is fitted", () => {
  it.each([
    "what happens if u havent got the part with u",
    "Supposing the engineer needs a part he doesn't carry, how long would I be waiting for him to come back?",
    "if the part has to be ordered when will it be fitted",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/day or two|order/);
  });
});

describe("the place asked, not a place named around it", () => {
  it.each([
    // A place shortened as it is said or texted.
    ["any chance u get out 2 middlesbro 2day", "/areas/middlesbrough"],
    ["do u go as far as guisboro", "/areas/guisborough"],
    // A place told by the side of a bigger one: the first is where the visitor is.
    ["marton, middlesbrough way, are you able to come?", "/areas/marton"],
    // The place asked in the question sentence, not the one the story starts in.
    [
      "We used you when we lived in Acklam and were very pleased. We have now moved to Nunthorpe. Do your engineers work in Nunthorpe too?",
      "/areas/nunthorpe",
    ],
    [
      "Currently in Middlesbrough but my mum lives in Redcar and her boiler keeps cutting out. Would you go to Redcar for her?",
      "/areas/redcar",
    ],
  ])("%j", (message, href) => {
    expect(hrefs(answer(message)).filter((h) => h.startsWith("/areas/"))).toEqual([href]);
  });
});

describe("a document's name shaped like a code (CP12, G3) is no fault code", () => {
  it.each([
    "Got a Worcester combi and the letting agent wants a CP12 by Friday, how much is it?",
    "my ideal needs its cp12 renewing, can u do next week",
    "We have a Baxi system boiler with an unvented cylinder. Does the G3 inspection come with the service?",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).not.toMatch(/fault-code table|Which code is your/);
  });
});

describe("what a job would 'come to' is its price, not whether we come to a place", () => {
  it.each([
    "Service on a Worcester combi, what would that come to roughly?",
    "if i had the boiler serviced and a co alarm fitted what would it all come to",
    "Landlord check for a two bed flat. What does it come to with no extras?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(all(reply)).toMatch(/£\d+/);
    expect(all(reply)).not.toContain("Type your postcode");
  });
});

describe("a long story with a question at the end: the question's own page answers", () => {
  it.each([
    [
      "We've just bought our first house and the seller left a folder of paperwork, none of it about the heating. There's a combi in the loft and a gas fire in the lounge. Deposit and stamp duty have cleaned us out so we want to be sensible. What does a boiler service actually involve?",
      "/services/boiler-servicing",
    ],
    [
      "My tenant moves out next month and the new one moves in a week later. The agent is handling the deposit and the inventory. I'm a bit behind on paperwork. How long is a landlord gas safety record valid for?",
      "/services/gas-safety-checks",
    ],
  ])("%j", (message, href) => {
    expect(hrefs(answer(message))).toContain(href);
  });
});

describe("'near' or 'local' said of a thing, with no place named, asks nothing about our area", () => {
  it.each([
    "there's water dripping near the boiler pipe, is that bad?",
    "A local plumber said it's the pump on my combi that's gone. Would you agree?",
    "Black marks on the wall nearby the radiator valve, what causes that?",
  ])("%j", (message) => {
    expect(all(answer(message))).not.toContain("Type your postcode");
  });
  it.each(["Do you cover my area?", "r u local?"])("%j still asks where we cover", (message) => {
    expect(all(answer(message))).toContain("Type your postcode");
  });
});

describe("what carbon monoxide does to people, asked in other words: its signs, no evacuation", () => {
  it.each([
    "how does co actually harm people",
    "my nan wants to know what carbon monoxide does to your body",
    "Why can carbon monoxide kill you? Asking for homework.",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(hrefs(reply)).toContain("/gas-safe-questions");
  });
});

describe("an extra charge for coming out: there is no call-out fee", () => {
  it.each([
    "do u charge more to come out on a sunday night",
    "What's the fee for the engineer coming out, before he even does anything?",
    "Is it dearer if you come out after dark?",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/no call-out fee/i);
  });
});

describe("electric heating, which is not our trade, in a long message: the honest handoff, not the 24/7 line", () => {
  it("storage heaters an electrician sent us", () => {
    const reply = answer(
      "All electric flat, no gas at all. The storage heater in the bedroom is cold by morning. An electrician said it's not his job. Is it yours?",
    );
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(all(reply)).not.toContain("24/7 emergency line");
  });
});

describe("whether reviews are bought or bad ones hidden: the reviews policy", () => {
  it.each([
    ["do u give ppl money off for leaving u 5 star reviews?", /never offer money, a discount/],
    ["If I leave a bad review will you get it deleted?", /never hide, filter or delay a review/],
    ["Are your reviews incentivised in any way, vouchers or discounts? And are the negative ones removed?", /never/],
  ])("%j", (message, says) => {
    const reply = answer(message);
    expect(hrefs(reply)).toContain("/reviews-policy");
    expect(all(reply)).toMatch(says);
  });
});

describe("a hazard's words scattered over a long message are no hazard: the discharge pipe read near its drip", () => {
  it.each([
    "We have old pipework from the 1970s and a newer combi. Upstairs the radiators are cold at the bottom and when I bled them the water was black. Out of ideas, what is it?",
    "The pipes under the floor are original. The water from the radiator bleed valve came out dark brown and the rads upstairs stay lukewarm. What do you suggest?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.topic).not.toBe("discharge-pipe");
    expect(hrefs(reply)).toContain("/services/power-flushing");
  });
  it("a copper pipe outside dripping is still the discharge pipe", () => {
    expect(answer("little copper pipe outside the wall is dripping water").topic).toBe("discharge-pipe");
  });
});

describe("the other gas appliance said to work: the supply is on, not the no-gas answer", () => {
  it.each([
    "Boiler won't fire up this morning but the hob lights fine, what could it be?",
    "the gas cooker is working ok so its not the supply, but my combi keeps failing to light",
  ])("%j", (message) => {
    expect(all(answer(message))).not.toContain("the gas supply is off");
  });
});

describe("a frozen condensate pipe described without its name, with a code or 'before I pay someone'", () => {
  it.each([
    "Ideal boiler showing L2 after a hard frost. The white plastic pipe outside going into the drain has ice on the end. Anything I can try before I pay someone?",
    "Boiler on L2, hob lights fine. Plastic pipe outside into the drain is iced up. Anything I can safely do before I pay someone to come out?",
    "Worcester showing EA 227 this morning, minus three out, and the little plastic pipe from the boiler to the drain outside is frozen solid. What can I do myself?",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).toMatch(/condensate/i);
    expect(text).not.toMatch(/Same-Day Repair from/);
  });
});

describe("radiators only lukewarm are the heating, not lukewarm hot water", () => {
  it.each([
    "bedroom rads are only ever lukewarm but the lounge ones r roasting",
    "Our radiators upstairs never get more than tepid. What is the cause, please?",
  ])("%j", (message) => {
    expect(hrefs(answer(message))).not.toContain("/services/no-hot-water-repairs");
  });
});

describe("a visit asked now for someone else, however the going round is said: the short urgent answer", () => {
  it.each([
    "any chance of someone popping round to my dad's today? hes 90 and the heating's off",
    "Could an engineer get over to my mother this afternoon? No heating and she is 88.",
    "can u send some1 round 2nite, nan's boiler packed in",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("urgent-visit");
    expect(all(reply).split(/\s+/).length).toBeLessThanOrEqual(80);
  });
});

describe("a tenant whose landlord fails the gas safety duty: what they can do", () => {
  it.each([
    "my landlord still hasnt done the gas check and its way overdue, wot can i do",
    "Our landlord refuses to give us a copy of the gas safety record. Where do we stand?",
    "My son's landlord has never shown him any gas certificate in three years of renting. Who can he report it to?",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/Health and Safety Executive/);
  });
});

describe("a copy of paperwork another firm issued, or that was lost: the honest handoff", () => {
  it.each([
    "the previous owners never left the boiler paperwork, can u get me a copy of the installation cert?",
    "I've misplaced the Building Regulations certificate for my combi that another company fitted. Can you issue a new one?",
  ])("%j", (message) => {
    expect(answer(message)).toMatchObject({ topic: "handoff", offerCallback: true });
  });
});

describe("a tenant's recourse asked with the failure negated", () => {
  it("what can she do about it", () => {
    expect(all(answer("her landlord hasn't sorted the gas safety record in ages, what can she do about it?"))).toMatch(
      /Health and Safety Executive/,
    );
  });
});

describe("how long it takes, asked after the job was named in an earlier turn", () => {
  const v = (text: string) => ({ role: "visitor" as const, text });
  it.each([
    ["do you do power flushes?", "ok and how long does it take for a 4 bed with 12 rads?", "/services/power-flushing"],
    [
      "We'd like our old back boiler replacing with a combi.",
      "Right. How many hours will the job be?",
      "/services/boiler-installation",
    ],
    [
      "Can I book an annual service for my Baxi?",
      "will i need to stay in all day for it",
      "/services/boiler-servicing",
    ],
  ])("%j then %j", (first, second, href) => {
    const reply = answer(second, new Date("2026-11-23T10:00:00Z"), [v(first), { role: "assistant", text: "…" }]);
    expect(hrefs(reply)).toContain(href);
  });
});

describe("a day or time told in the story, while another sentence asks: not a visit day asked", () => {
  it.each([
    "We had a plumber round last Saturday who made a right mess. Do you fix leaking radiator valves?",
    "My daughter is visiting on Sunday with the baby. What causes a boiler to bang when it lights?",
    "We get the keys next Friday morning. Do you cover Yarm?",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).not.toMatch(/we work weekends|preferred visit time|Our hours are/i);
  });
});

describe("the immersion described without its name, asked to be used until the repair", () => {
  it.each([
    "no hot water but radiators fine. tank in the airing cupboard has an electric switch on the wall next to it, ok to use that till ur engineer comes?",
    "Boiler not heating the water. The tank has an electric heater switch. May I use it until the repair?",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/immersion/i);
  });
});

describe("work outside the trade asked in the question sentence, with the boiler only told of", () => {
  it.each([
    "The boiler's been great since you fitted it. Do you do solar panels as well, and what do they cost?",
    "Boiler serviced last month, all good. Separately, is a bathroom refit something u lot take on? ballpark cost?",
    "Our combi is fine and we'll book its service in spring. Would you quote for a new bathroom, roughly what does it cost?",
  ])("%j", (message) => {
    expect(answer(message)).toMatchObject({ topic: "handoff", offerCallback: true });
  });
});

const turn = (role: "visitor" | "assistant", text: string) => ({ role, text });
const MONDAY_10AM = new Date("2026-11-23T10:00:00Z");

describe("which radiator it is, told after the radiator was named: the previous subject's answer", () => {
  it.each([
    [
      "one of my rads wont get warm",
      "its the one in the hall, both pipes into it are cold and bleeding it did nothing",
    ],
    [
      "Just the one radiator is playing up.",
      "It is the one in the back bedroom. The pipes to it are cold as well and no air came out when I bled it.",
    ],
    ["rad upstairs not working, rest fine", "the one on the landing. pipes cold both sides of it, tried bleeding"],
  ])("%j then %j", (before, message) => {
    const reply = answer(message, MONDAY_10AM, [turn("visitor", before), turn("assistant", "…")]);
    expect(all(reply)).toMatch(/TRV|lockshield/);
  });
});

describe("a hot-water cylinder with no hot water, asked what to use meanwhile: the immersion as a stop-gap", () => {
  it.each([
    "Radiators are red hot but the taps run cold. We've a tank in the airing cupboard. Anything I can do in the meantime?",
    "theres an immersion switch by the cylinder, can i put that on while we wait for the engineer",
    "Hot water has gone (heating's OK). Should I switch the immersion on whilst waiting for a repair?",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/stop-gap/);
  });
});

describe("a guarantee asked of a new boiler, in the same message or after our guarantee was given", () => {
  it.each([
    [["We want a quote for a replacement boiler."], "what sort of guarantee comes with it if you do the job?"],
    [["How long is your guarantee on repairs?"], "is it the same if you put a new boiler in?"],
    [["Do you guarantee your work?"], "and does that go for a new boiler fitted by you too?"],
  ])("%j then %j", (before, message) => {
    const history = before.flatMap((t) => [turn("visitor", t), turn("assistant", "…")]);
    expect(all(answer(message, MONDAY_10AM, history))).toMatch(/manufacturer/i);
  });
});

describe("how quickly we come in an emergency, asked after a place was named: that place's usual time", () => {
  it.each([
    [["are you in Saltburn?"], "how fast in an emergency there", /60 to 90 minutes/],
    [["I'm in Thornaby, do you cover it?"], "and how soon for an emergency callout?", /within the hour/],
    [["Do you do Redcar?"], "How quick would an emergency be?", /Redcar/],
  ])("%j then %j", (before, message, expected) => {
    const history = before.flatMap((t) => [turn("visitor", t), turn("assistant", "…")]);
    expect(all(answer(message, MONDAY_10AM, history))).toMatch(expected);
  });
});

describe("two or more places asked in one message: each answered", () => {
  it.each([
    ["Do you cover Marske and Saltburn?", ["Marske", "Saltburn"]],
    ["r u ok for staithes n hinderwell", ["Staithes", "Hinderwell"]],
    ["My sister is in Eston and I'm in Normanby, would you do both?", ["Eston", "Normanby"]],
  ])("%j", (message, names) => {
    const text = all(answer(message));
    for (const name of names) expect(text).toContain(name);
  });
});

describe("a place written in two words, or with its postcode after it", () => {
  it.each([
    ["do u go to ingleby barwick", "/areas/ingleby-barwick"],
    ["robin hoods bay?", "/areas/robin-hoods-bay"],
    ["coulby newham - do you go there", "/areas/coulby-newham"],
  ])("%j", (message, href) => {
    expect(hrefs(answer(message))).toContain(href);
  });
  it.each(["Kirk Levington, is that one of yours?", "new marske yeah? or too far"])("%j", (message) => {
    expect(hrefs(answer(message)).some((h) => h.startsWith("/areas/"))).toBe(true);
  });
  it("a town with no area page named with its postcode district is said not to be on our pages", () => {
    expect(all(answer("Sedgefield TS21 - any point me ringing you?"))).toMatch(
      /not one of the places on our area pages/,
    );
  });
});

describe("a pressure reading told as numbers cold and hot, without the word pressure: rising when hot", () => {
  it.each([
    "topped it up to 1.3 cold, an hour later with the heating running its showing 2.9",
    "cold it reads 1.1 but when the radiators are hot it goes up to 2.7, is that ok?",
    "1.4 when cold, nearly 3.0 once the heating's been on a while",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/expansion vessel/);
  });
});

describe("what to do until someone arrives: the situation's own advice, not whether anyone is working now", () => {
  it.each([
    "Water dripping under my combi into a tray. What do I do till someone gets there?",
    "my mams boiler is dripping underneath, what should she do until somebody gets there",
    "Small leak from the bottom of the boiler. Anything I should do before someone gets round there?",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(reply.topic).not.toBe("out-of-hours");
    expect(all(reply)).toMatch(/towel|switch the boiler off/i);
  });
});

describe("where to read our reviews: the rating first, then where they are published", () => {
  it.each([
    "Any reviews I can look at before booking? Where are they?",
    "wheres ur reviews, r they any good",
    "Are your reviews good, and which website are they on?",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).toMatch(/4\.9/);
    expect(text).toMatch(/independent review platform/);
  });
});

describe("our Gas Safe registration number asked, while the site does not show it: the honest handoff", () => {
  it.each([
    "whats ur gas safe reg number pls",
    "Could you give me your Gas Safe licence number so I can look you up?",
    "gas safe number? want to check u on the register first",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(all(reply)).toMatch(/Gas Safe Register/);
  });
});

describe("real words one letter from a keyword of another meaning are read as themselves", () => {
  it("a low pressure warning on the display is the pressure, not jobs with us", () => {
    const reply = answer("display shows a low pressure warning since I bled the rads, have I broken it?");
    expect(reply.topic).not.toBe("handoff");
    expect(all(reply)).toMatch(/filling loop|top (it )?up/i);
  });
  it.each([
    "We currently have a back boiler with a tank in the loft. How long does it take to put a combi in instead?",
    "how long to swap to a combi? we currently have a hot water tank n tanks in the loft",
  ])("%j: no emergency line for 'currently'", (message) => {
    expect(answer(message, MONDAY_10AM).topic).not.toBe("emergency");
  });
});

describe("a day proposed for the visit ('is Tuesday ok?'): the visit-day answer", () => {
  it.each([
    [["can u service my boiler in Acklam"], "wednesday ok?"],
    [["I'd like a gas safety check for my flat in Yarm."], "Would Friday morning be alright?"],
    [["need a service for my nan's boiler"], "is thursday any good"],
  ])("%j then %j", (before, message) => {
    const history = before.flatMap((t) => [turn("visitor", t), turn("assistant", "…")]);
    const reply = answer(message, MONDAY_10AM, history);
    expect(all(reply)).toMatch(/preferred visit time/);
  });
});

describe("the firm's size asked in text-speak: the about page", () => {
  it.each(["r u a 1 man band?", "are you a big firm or just a small firm", "is it just 1 bloke or a team of u"])(
    "%j",
    (message) => {
      expect(hrefs(answer(message))).toContain("/about");
    },
  );
});

describe("a cancellation charge asked: the terms (free before the engineer sets off)", () => {
  it.each([
    "If I book and then the boiler starts working again, do you charge me for cancelling?",
    "wot if i need 2 cancel, is there a fee",
    "Another firm charged a cancellation fee. Do you charge one if I call it off the morning of the visit?",
  ])("%j", (message) => {
    expect(all(answer(message, MONDAY_10AM))).toMatch(/free of charge at any time before our engineer sets off/);
  });
});

describe("the equipment there now, told to ask about a new boiler: the installation answer, not its faults", () => {
  it.each([
    "We've an old system boiler, a cylinder and a tank in the loft. Could you replace it all with a combi, and how long would that take?",
    "thinking of changing to a combi, got a hot water cylinder n loft tanks atm, how many days would it take",
    "How long is the job to swap our old boiler and hot water cylinder for a new combi?",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(hrefs(reply)).toContain("/services/boiler-installation");
    expect(all(reply)).not.toMatch(/motorised valve|pumping over/);
  });
});

describe("a normal pressure reading told in one sentence, the problem in another: the problem's answer", () => {
  it.each([
    "Pressure's at 1.2. Every radiator is fine apart from the one in the box room, which is cold top to bottom, and both its pipes are cold.",
    "gauge says 1.5 so thats ok. one rad in the back room stone cold tho, pipes into it cold too, turned the valve right up",
    "The pressure is 1.3 on the dial. Right, the radiator in the dining room stays cold while the others are hot; both pipes to it are cold.",
  ])("%j", (message) => {
    expect(all(answer(message, MONDAY_10AM))).toMatch(/TRV|lockshield/);
  });
});

describe("what our guarantee covers, asked of the whole boiler: the repair itself, not unrelated faults", () => {
  it.each([
    "does ur guarantee cover the whole boiler or just the bit u fixed",
    "If you replace the fan, is the rest of the boiler guaranteed too?",
    "Is the entire boiler covered by your 12 month guarantee after a repair?",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/the repair itself/);
  });
});

describe("a code dictated letter by letter ('e a 227'): the code", () => {
  it.each([
    [[], "the screen says e a 227 on my worcester"],
    [["its a worcester bosch greenstar"], "showing e a 227 now"],
    [["Worcester combi"], "it keeps coming up with E A 227 every morning"],
  ])("%j then %j", (before, message) => {
    const history = before.flatMap((t) => [turn("visitor", t), turn("assistant", "…")]);
    expect(all(answer(message, MONDAY_10AM, history))).toMatch(/flame|ignition/i);
  });
});

describe("whether someone comes out this late, with no heat and someone vulnerable: the short urgent answer", () => {
  const FRIDAY_11PM = new Date("2026-11-27T23:00:00Z");
  it.each([
    "no heat n a 2 week old baby, will u come out this late?",
    "Our heating has died and my mother is 92. Would an engineer come out at this hour?",
    "boiler's dead, toddler in the house, do you really come out this time of night?",
  ])("%j", (message) => {
    const reply = answer(message, FRIDAY_11PM);
    const text = all(reply);
    expect(text).toMatch(/24\/7/);
    expect(text).not.toMatch(/Set the thermostat/);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(90);
  });
});

describe("joinery or an asbestos survey around a boiler: not our trade, the honest handoff", () => {
  it.each([
    "can u box in the pipes n the boiler in my kitchen, make it look tidy",
    "We'd like a cupboard built around the combi in the utility. Is that something your engineers do?",
    "There might be asbestos in the ceiling above our boiler. Can you test it before you start?",
    "could your lad do an asbestos survey of the airing cupboard while he's servicing the boiler",
  ])("%j", (message) => {
    expect(answer(message, MONDAY_10AM)).toMatchObject({ topic: "handoff", offerCallback: true });
  });
});

describe("the pressure said to be fine, with the boiler not lighting: the not-lighting answer, not pressure advice", () => {
  it.each([
    "boiler wont fire up, just clicks. pressure is fine, no smell of gas",
    "Pressure's normal at 1.3. Boiler tries to light and then gives up. What should I check?",
    "my dads boiler isnt lighting, pressure is ok, what can he try before calling you",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(reply.topic).not.toMatch(/^pressure/);
    expect(all(reply)).not.toMatch(/Most sealed (heating )?systems should/);
  });
});

describe("more real words near a keyword: 'compliant' is no complaint", () => {
  it.each([
    "I rent out a flat in Acklam. What do I need to do to be compliant on gas safety?",
    "landlord here, want to make sure im fully compliant with the CO alarm rules",
  ])("%j", (message) => {
    expect(hrefs(answer(message, MONDAY_10AM))).not.toContain("/complaints-policy");
  });
});

describe("what the pressure should be, asked far from a reading told: the question asked, not the pressure level", () => {
  it.each([
    "Her boiler won't fire. Pressure's on 1.1. What should she check first?",
    "pressure 1.4. no hot water from the combi since this morning, what should i try",
  ])("%j", (message) => {
    expect(answer(message, MONDAY_10AM).topic).not.toBe("pressure-level");
  });
});

describe("a normal pressure reading told is no other question: what is answered only alone still is", () => {
  it.each([
    "Mam's boiler won't light this morning. Pressure's about 1.3. What should she check before she phones you?",
    "My sister's boiler won't light. Pressure's on 1.4. What does she need to check before ringing you?",
  ])("%j", (message) => {
    const names = chooseIntents(message, MONDAY_10AM).map((c) => c.intent.name);
    // The checks asked for a boiler that won't light: the page's answer or the gas supply checks, not the reading.
    expect(names.some((n) => n === "content" || n === "no-gas-supply")).toBe(true);
  });
});

describe("appliances asked to be checked for carbon monoxide, with no symptoms: the Carbon Monoxide Test", () => {
  it.each([
    "Can someone check our gas fire for carbon monoxide? Nobody's ill, just want peace of mind.",
    "We've just moved in and I'd like the boiler tested for carbon monoxide. What do you offer?",
    "no symptoms or owt, just want the boiler n fire checking for CO, what do u do",
  ])("%j", (message) => {
    const text = all(answer(message, MONDAY_10AM));
    expect(text).toMatch(/Carbon Monoxide Test/);
    expect(text).toMatch(/£45/);
  });
});

describe("how often a landlord must have the check done, asked by a tenant: every 12 months", () => {
  it.each([
    "tenant here - how often should my landlord get the gas safety check done?",
    "Is my landlord meant to do a gas certificate every year or not?",
    "how frequently is the landlord's gas safety record renewed",
  ])("%j", (message) => {
    expect(all(answer(message, MONDAY_10AM))).toMatch(/every 12 months/);
  });
});

describe("what carbon monoxide does, asked in text-speak ('do to u', 'y is it dangerous'): its signs, no evacuation", () => {
  it.each([
    "wot does carbon monoxide do to u",
    "for my homework: what does CO do to u and y is it so dangerous",
    "what does carbon monoxide actually do to ur body",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/Headaches/);
  });
});

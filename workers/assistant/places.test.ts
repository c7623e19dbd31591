import { describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { answer } from "./answer";

const key = (name: string) => name.toLowerCase().replace(/['’]/g, "").replace(/-/g, " ");

describe("other names for places (`aliases` in the area pages' frontmatter)", () => {
  const names = new Set(areas.map((area) => key(area.name)));
  const aliases = areas.flatMap((area) => (area.aliases ?? []).map((alias) => ({ alias, slug: area.slug })));

  it("each names one place, and none is a place's own name", () => {
    expect(aliases.length).toBeGreaterThan(0);
    expect(new Set(aliases.map((a) => a.alias)).size).toBe(aliases.length);
    for (const { alias } of aliases) expect(names.has(alias), alias).toBe(false);
  });

  it.each(aliases.map(({ alias, slug }) => [alias, slug]))("the assistant reads %j as the %s page", (alias, slug) => {
    const reply = answer(`do you cover ${alias}`);
    expect(reply.topic).toBe("coverage");
    expect(reply.links.map((link) => link.href)).toContain(`/areas/${slug}`);
  });
});

describe("places read by meaning (the fourth set's kinds, new wordings)", () => {
  it.each([
    ["any chance you'd come out to South Bank?", "/areas/eston"],
    ["we're in Coatham, boiler's died", "/areas/redcar"],
    ["Marske, not the one near Richmond, do you cover it", "/areas/marske-by-the-sea"],
    ["Stainton near Middlesbrough, is that one of yours?", "/areas/stainton"],
  ])("%j", (message, href) => {
    expect(answer(message).links.map((l) => l.href)).toContain(href);
  });

  it("a postcode district with one response time answers how quickly we get there", () => {
    expect(answer("TS12 here, how quick could you get to me if the boiler packs in").text.join(" ")).toMatch(
      /usually with you/,
    );
  });
});

describe("a landmark an area page's summary places it by is that area", () => {
  it.each([
    ["do you cover the villages round Roseberry Topping?", "/areas/great-ayton"],
    ["we're just up from Stewart Park, any chance of someone today", "/areas/marton"],
    ["Flat overlooking Albert Park, boiler's packed in. Do you come out there?", "/areas/linthorpe"],
    ["live near hemlington lake, do u lot work round there", "/areas/hemlington"],
    ["Our house is in the shadow of Eston Nab. Are we in your patch?", "/areas/eston"],
  ])("%j", (message, href) => {
    expect(answer(message).links.map((l) => l.href)).toContain(href);
  });
});

describe("a place whose page names itself 'X near Y', asked as the X near somewhere else, is another X", () => {
  it.each([
    "I'm in Seamer near Scarborough, not the Stokesley one, do you come out here?",
    "do you cover Seamer near Scarborough?",
    "Seamer, the one by Scarborough not Stokesley, do you cover it",
    "Seamer nr Scarborough, any engineers out this way?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.text.join(" ")).not.toMatch(/Yes, we cover TS9/);
    expect(reply.text.join(" ")).toMatch(/Scarborough/);
    expect(reply.text.join(" ")).toMatch(/the one near Stokesley/);
  });

  it.each(["Seamer near Stokesley, do you cover it?", "do you cover Seamer?", "Seamer by Stokesley, can you come out"])(
    "its own Seamer still is: %j",
    (message) => {
      expect(answer(message).links.map((l) => l.href)).toContain("/areas/seamer");
    },
  );
});

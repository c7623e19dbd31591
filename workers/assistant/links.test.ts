/**
 * Every link the assistant gives is a real page: a path of the route table (app/routes.ts) or a
 * content page's slug under its route, checked over the replies to every evaluation message.
 */
import { expect, it } from "vitest";
import { areas } from "~/content/areas";
import { articles } from "~/content/blog";
import { brands } from "~/content/brands";
import { questionCategories } from "~/content/questions";
import { services } from "~/content/services";
import routesSource from "~/routes.ts?raw";
import { answer } from "./answer";
import { playTurns } from "./eval/fresh";
import { freshHeldOut } from "./eval/fresh-held-out";
import { freshProbe } from "./eval/fresh-probe";
import { freshTuning } from "./eval/fresh-tuning";
import { fresh2HeldOut } from "./eval/fresh2-held-out";
import { fresh2Tuning } from "./eval/fresh2-tuning";
import { fresh3HeldOut } from "./eval/fresh3-held-out";
import { fresh3Tuning } from "./eval/fresh3-tuning";
import { fresh4Tuning } from "./eval/fresh4-tuning";
import { fresh5Tuning } from "./eval/fresh5-tuning";
import { fresh5HeldOut } from "./eval/fresh5-held-out";
import { fresh6Tuning } from "./eval/fresh6-tuning";
import { fresh6HeldOut } from "./eval/fresh6-held-out";
import { fresh6SafetyTuning } from "./eval/fresh6-safety-tuning";
import { fresh7Tuning } from "./eval/fresh7-tuning";
import { fresh7HeldOut } from "./eval/fresh7-held-out";
import { fresh7SafetyTuning } from "./eval/fresh7-safety-tuning";
import { fresh7SafetySecond } from "./eval/fresh7-safety-second";
import { fresh7SafetyThird } from "./eval/fresh7-safety-third";
import { fresh7SafetyFourth } from "./eval/fresh7-safety-fourth";
import { evalSet } from "./eval/messages";
import { paraphrases } from "./eval/paraphrases";

/** The static paths of the route table ("services", "prices", the legal pages) and each content page's path. */
function realPages(): Set<string> {
  const paths = new Set<string>(["/"]);
  for (const m of routesSource.matchAll(/route\("([^"*:]+)"/g)) paths.add(`/${m[1]}`);
  for (const m of routesSource.matchAll(/\[([^\]]*)\]\.map\(\(path\)/g))
    for (const p of m[1]!.matchAll(/"([^"]+)"/g)) paths.add(`/${p[1]}`);
  for (const s of services) paths.add(`/services/${s.slug}`);
  for (const b of brands) paths.add(`/services/brands/${b.slug}`);
  for (const a of areas) paths.add(`/areas/${a.slug}`);
  for (const a of articles) paths.add(`/blog/${a.slug}`);
  for (const q of questionCategories) paths.add(`/questions/${q.slug}`);
  return paths;
}

it("reads the route table's static paths and the content pages", () => {
  const pages = realPages();
  for (const p of ["/prices", "/contact", "/complaints-policy", "/areas/nunthorpe", "/questions/repairs"])
    expect(pages).toContain(p);
  expect(pages).not.toContain("/desk/leads");
});

// A sweep of every evaluation set's answers (about 2,700 conversations): given longer than one test's default.
it("every link the assistant gives is a real page", { timeout: 120_000 }, () => {
  const pages = realPages();
  const now = new Date("2026-11-23T10:00:00Z");
  const replies = [
    ...evalSet.map((c) => answer(c.message, now)),
    ...[
      ...freshTuning,
      ...freshHeldOut,
      ...freshProbe,
      ...fresh2Tuning,
      ...fresh2HeldOut,
      ...fresh3Tuning,
      ...fresh3HeldOut,
      ...fresh4Tuning,
      ...fresh5Tuning,
      ...fresh5HeldOut,
      ...fresh6Tuning,
      ...fresh6HeldOut,
      ...fresh6SafetyTuning,
      ...fresh7Tuning,
      ...fresh7HeldOut,
      ...fresh7SafetyTuning,
      ...fresh7SafetySecond,
      ...fresh7SafetyThird,
      ...fresh7SafetyFourth,
      ...paraphrases,
    ].map((c) => playTurns(c.turns, now)),
  ];
  const bad = new Set<string>();
  for (const r of replies)
    for (const l of r.links) {
      if (/^(tel|mailto):/.test(l.href)) continue;
      if (!pages.has(l.href.split("#")[0]!)) bad.add(l.href);
    }
  expect([...bad]).toEqual([]);
});

/**
 * Every generalisation part in the repository, in the order written: each written blind by a hand outside the
 * team (docs/assistant.md, Evaluation), with how it has been used since. `npm run eval:assistant` prints each
 * part's five numbers, and its failures unless it is held out: never given to a tuner and never read, so its
 * numbers measure messages nobody here has seen (`--show-held-out` prints its failures too).
 */
import type { FreshCase } from "./fresh-cases";
import { freshHeldOut } from "./fresh-held-out";
import { freshProbe } from "./fresh-probe";
import { freshTuning } from "./fresh-tuning";
import { fresh2HeldOut } from "./fresh2-held-out";
import { fresh2Tuning } from "./fresh2-tuning";
import { fresh3HeldOut } from "./fresh3-held-out";
import { fresh3Tuning } from "./fresh3-tuning";
import { fresh4Tuning } from "./fresh4-tuning";
import { fresh5HeldOut } from "./fresh5-held-out";
import { fresh5Tuning } from "./fresh5-tuning";
import { fresh6HeldOut } from "./fresh6-held-out";
import { fresh6SafetyTuning } from "./fresh6-safety-tuning";
import { fresh6Tuning } from "./fresh6-tuning";
import { fresh7HeldOut } from "./fresh7-held-out";
import { fresh7SafetyFourth } from "./fresh7-safety-fourth";
import { fresh7SafetySecond } from "./fresh7-safety-second";
import { fresh7SafetyThird } from "./fresh7-safety-third";
import { fresh7SafetyTuning } from "./fresh7-safety-tuning";
import { fresh7Tuning } from "./fresh7-tuning";
import { fresh8HeldOut } from "./fresh8-held-out";
import { fresh8HeldOutSecond } from "./fresh8-held-out-second";
import { fresh8SafetyHeldOut } from "./fresh8-safety-held-out";
import { fresh8SafetySecond } from "./fresh8-safety-second";
import { fresh8SafetyCheck, fresh8SafetyTuning } from "./fresh8-safety-tuning";
import { fresh8Check, fresh8Tuning } from "./fresh8-tuning";
import { fresh9HeldOut } from "./fresh9-held-out";
import { fresh9SafetyHeldOut } from "./fresh9-safety-held-out";
import { fresh9SafetySecond } from "./fresh9-safety-second";
import { fresh9SafetyTuning } from "./fresh9-safety-tuning";
import { fresh9Tuning } from "./fresh9-tuning";
import { fresh10HeldOut } from "./fresh10-held-out";
import { fresh10SafetyHeldOut } from "./fresh10-safety-held-out";
import { fresh11HeldOut } from "./fresh11-held-out";
import { fresh11MixedN } from "./fresh11-mixed-n";
import { fresh11SafetyHeldOut } from "./fresh11-safety-held-out";
import { fresh11SafetyO } from "./fresh11-safety-o";
import { paraphrases } from "./paraphrases";

export interface GeneralisationPart {
  /** The heading printed above its numbers: which set, which part, and how it has been used. */
  heading: string;
  /** The name on its line of five numbers. */
  name: string;
  cases: readonly FreshCase[];
  /** Never given to a tuner and never read: its five numbers only. */
  heldOut?: true;
}

/** The even-numbered cases of a part (released to a tuner) and the odd-numbered ones (that tuner's check). */
const even = (cases: readonly FreshCase[]) => cases.filter((_, i) => i % 2 === 0);
const odd = (cases: readonly FreshCase[]) => cases.filter((_, i) => i % 2 === 1);

export const generalisationParts: readonly GeneralisationPart[] = [
  { heading: "Generalisation set, tuning part", name: "Tuning part", cases: freshTuning },
  { heading: "Generalisation probes (written after the first tuning round)", name: "Probes", cases: freshProbe },
  {
    heading: "Generalisation set, old held-out part (released to tuning in round 5)",
    name: "Old held-out part",
    cases: freshHeldOut,
  },
  { heading: "Second generalisation set, tuning part", name: "Second set, tuning part", cases: fresh2Tuning },
  {
    heading: "Second generalisation set, old held-out part (released to tuning in round 5)",
    name: "Second set, old held-out part",
    cases: fresh2HeldOut,
  },
  { heading: "Third generalisation set, tuning part", name: "Third set, tuning part", cases: fresh3Tuning },
  {
    heading:
      "Third generalisation set, old held-out part (written blind by another hand; released to tuning in round 5)",
    name: "Third set, old held-out part",
    cases: fresh3HeldOut,
  },
  { heading: "Fourth generalisation set, tuning part", name: "Fourth set, tuning part", cases: fresh4Tuning },
  { heading: "Fifth generalisation set, tuning part", name: "Fifth set, tuning part", cases: fresh5Tuning },
  {
    heading:
      "Fifth generalisation set, old held-out part (written blind by a second hand; released to tuning in round 6)",
    name: "Fifth set, old held-out part",
    cases: fresh5HeldOut,
  },
  {
    heading:
      "Sixth generalisation set, tuning part (part A, written blind outside the team; part B stays with the lead)",
    name: "Sixth set, tuning part",
    cases: fresh6Tuning,
  },
  {
    heading:
      "Sixth generalisation set, old held-out part (part B, written blind by another hand; released to tuning in round 7)",
    name: "Sixth set, old held-out part",
    cases: fresh6HeldOut,
  },
  {
    heading: "Sixth generalisation set, safety tuning part (written blind outside the team)",
    name: "Sixth set, safety tuning part",
    cases: fresh6SafetyTuning,
  },
  {
    heading:
      "Seventh generalisation set, tuning part (part A, written blind outside the team; part B stays with the lead)",
    name: "Seventh set, tuning part",
    cases: fresh7Tuning,
  },
  {
    heading:
      "Seventh generalisation set, old held-out part (part B, written blind by another hand; released to tuning in round 8)",
    name: "Seventh set, old held-out part",
    cases: fresh7HeldOut,
  },
  {
    heading: "Seventh generalisation set, safety tuning part (written blind outside the team)",
    name: "Seventh set, safety tuning part",
    cases: fresh7SafetyTuning,
  },
  {
    heading:
      "Seventh generalisation set, second safety part (held out until read after the first safety tuning, then released)",
    name: "Seventh set, second safety part",
    cases: fresh7SafetySecond,
  },
  {
    heading:
      "Seventh generalisation set, third safety part (held out until read after the second safety tuning, then released)",
    name: "Seventh set, third safety part",
    cases: fresh7SafetyThird,
  },
  {
    heading:
      "Seventh generalisation set, fourth safety part (held out until read after the third safety tuning, then read by the lead)",
    name: "Seventh set, fourth safety part",
    cases: fresh7SafetyFourth,
  },
  {
    heading: "Eighth generalisation set, tuning part (half a mixed part written blind outside the team)",
    name: "Eighth set, tuning part",
    cases: fresh8Tuning,
  },
  {
    heading: "Eighth generalisation set, safety tuning part (half a safety part written blind outside the team)",
    name: "Eighth set, safety tuning part",
    cases: fresh8SafetyTuning,
  },
  {
    heading:
      "Eighth generalisation set, the tuners' check halves (numbers only during the tuning, then read and released)",
    name: "Eighth set, general check half",
    cases: fresh8Check,
  },
  {
    heading:
      "Eighth generalisation set, the tuners' check halves (numbers only during the tuning, then read and released)",
    name: "Eighth set, safety check half",
    cases: fresh8SafetyCheck,
  },
  {
    heading: "Eighth generalisation set, second safety part (held out from the tuners, then read and released)",
    name: "Eighth set, second safety part",
    cases: fresh8SafetySecond,
  },
  {
    heading:
      "Eighth generalisation set, first held-out part (mixed, never given to a tuner in round 8; released to tuning in round 9)",
    name: "Eighth set, first held-out part",
    cases: fresh8HeldOut,
  },
  {
    heading:
      "Eighth generalisation set, safety part written after round 8's first tuning: its even half released in round 9",
    name: "Eighth set, safety part E, released half",
    cases: even(fresh8SafetyHeldOut),
  },
  {
    heading:
      "Eighth generalisation set, HELD-OUT: part E's odd half (round 9's safety check, numbers only) and part F (mixed, round 9's general check, numbers only)",
    name: "Eighth set, safety part E, check half",
    cases: odd(fresh8SafetyHeldOut),
    heldOut: true,
  },
  {
    heading:
      "Eighth generalisation set, HELD-OUT: part E's odd half (round 9's safety check, numbers only) and part F (mixed, round 9's general check, numbers only)",
    name: "Eighth set, second held-out part",
    cases: fresh8HeldOutSecond,
    heldOut: true,
  },
  {
    heading:
      "Ninth generalisation set, parts G (mixed), H and I (safety): held out through round 9's first pass, then read and released to its second",
    name: "Ninth set, tuning part",
    cases: fresh9Tuning,
  },
  {
    heading:
      "Ninth generalisation set, parts G (mixed), H and I (safety): held out through round 9's first pass, then read and released to its second",
    name: "Ninth set, safety tuning part",
    cases: fresh9SafetyTuning,
  },
  {
    heading:
      "Ninth generalisation set, parts G (mixed), H and I (safety): held out through round 9's first pass, then read and released to its second",
    name: "Ninth set, second safety part",
    cases: fresh9SafetySecond,
  },
  {
    heading:
      "Ninth generalisation set, parts J (mixed) and K (safety): held out through round 9 (its second pass's numbers-only checks), released to round 10",
    name: "Ninth set, part J",
    cases: fresh9HeldOut,
  },
  {
    heading:
      "Ninth generalisation set, parts J (mixed) and K (safety): held out through round 9 (its second pass's numbers-only checks), released to round 10",
    name: "Ninth set, safety part K",
    cases: fresh9SafetyHeldOut,
  },
  {
    heading:
      "Tenth generalisation set, parts L (mixed) and M (safety): held out through round 10, released to round 11's first pass",
    name: "Tenth set, part L",
    cases: fresh10HeldOut,
  },
  {
    heading:
      "Tenth generalisation set, parts L (mixed) and M (safety): held out through round 10, released to round 11's first pass",
    name: "Tenth set, safety part M",
    cases: fresh10SafetyHeldOut,
  },
  {
    heading:
      "Eleventh generalisation set, parts N (mixed) and O (safety): held out through round 11's first pass, released to its second",
    name: "Eleventh set, part N",
    cases: fresh11MixedN,
  },
  {
    heading:
      "Eleventh generalisation set, parts N (mixed) and O (safety): held out through round 11's first pass, released to its second",
    name: "Eleventh set, safety part O",
    cases: fresh11SafetyO,
  },
  {
    heading:
      "Eleventh generalisation set, HELD-OUT parts P (mixed) and Q (safety): written blind after round 11's first pass, never given to a tuner nor read",
    name: "Eleventh set, held-out part",
    cases: fresh11HeldOut,
    heldOut: true,
  },
  {
    heading:
      "Eleventh generalisation set, HELD-OUT parts P (mixed) and Q (safety): written blind after round 11's first pass, never given to a tuner nor read",
    name: "Eleventh set, safety held-out part",
    cases: fresh11SafetyHeldOut,
    heldOut: true,
  },
  {
    heading: "Paraphrases of tuning cases (written by the team in round 6: robustness, not generalisation)",
    name: "Paraphrases",
    cases: paraphrases,
  },
];

/** What the Node scripts (scripts/eval-assistant.mjs, scripts/bench-assistant.mjs) load from the assistant. */
export { answer } from "../answer";
export { buildIndex, search } from "../search";
export { siteDocuments } from "../corpus";
export { classifySafety } from "../safety";
export { evaluate, formatReport } from "./evaluate";
export { evalSet } from "./messages";
export { evaluateOutside, formatOutside } from "./outside";
export { heldOutMessages } from "./held-out";
export { evaluateFresh, formatFresh } from "./fresh";
export { freshTuning } from "./fresh-tuning";
export { freshHeldOut } from "./fresh-held-out";
export { explain } from "../explain";
export { freshProbe } from "./fresh-probe";
export { fresh2Tuning } from "./fresh2-tuning";
export { fresh2HeldOut } from "./fresh2-held-out";
export { fresh3Tuning } from "./fresh3-tuning";
export { fresh3HeldOut } from "./fresh3-held-out";
export { fresh4Tuning } from "./fresh4-tuning";

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
export { generalisationParts } from "./parts";
export { explain } from "../explain";

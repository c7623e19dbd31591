import { business } from "~/content/business";

/** How every refusal of a quote or its photos ends ("Please try again, or call us on …"): the phone always works. */
export const CALL_US = `call us on ${business.phone.display}`;

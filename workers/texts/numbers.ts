/**
 * Which numbers may be texted: UK mobiles only (Ofcom's national numbering
 * plan: 071-075 and 077-079 are mobile; 070 is personal numbering and 076
 * pagers, except 07624, the Isle of Man's mobiles). A landline or a foreign
 * number is never texted: the owner calls. Numbers arrive in E.164, as the
 * quote schema stores them (+447700900123).
 */
const UK_MOBILE = /^\+447(?:[1-57-9]\d{8}|624\d{6})$/;

/** The number in E.164 when it is a UK mobile, else null. */
export function ukMobile(e164: string | null | undefined): string | null {
  const number = (e164 ?? "").replace(/[\s()-]/g, "");
  return UK_MOBILE.test(number) ? number : null;
}

/** Links and the phone number that several intents' answers share. */
import { business, telHref } from "~/content/business";
import type { AssistantLink } from "~/lib/contracts/assistant";

export const phone = business.phone.display;
export const contactLink: AssistantLink = { href: "/contact", label: "Contact us" };
export const callLink: AssistantLink = { href: telHref, label: `Call ${phone}` };
export const serviceLink = (slug: string, label: string): AssistantLink => ({ href: `/services/${slug}`, label });

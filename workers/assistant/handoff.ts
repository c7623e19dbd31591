/**
 * Honest uncertainty: nothing on the site answers the message, so say so in one line and offer the callback form,
 * which the dialog fills with the visitor's message, so the question reaches the owner as a lead.
 */
import { business } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";

export function handoff(): AssistantReply {
  return {
    topic: "handoff",
    text: [
      `I can't answer that from our site, sorry: I answer questions about boilers, heating and our services. Send it with the callback form below and we'll ring you back, or call ${business.phone.display}.`,
    ],
    links: [{ href: "/contact", label: "Contact us" }],
    offerCallback: true,
  };
}

/**
 * A handoff with what the site does say first ("our prices are for homes", "we fit gas boilers"): the main ask is
 * still not answered, so the reply is the honest handoff, with the callback form.
 */
export function handoffWith(topicText: string, links: AssistantReply["links"] = []): AssistantReply {
  return {
    topic: "handoff",
    text: [`${topicText} Send your question with the callback form below and we'll ring you back.`],
    links: [...links, { href: "/contact", label: "Contact us" }].slice(0, 3),
    offerCallback: true,
  };
}

/**
 * Long-form text of the about, privacy, terms and complaints pages. The page
 * components show the phone number, e-mail address, street address, prices
 * and rating next to this text from business.ts, so none of them appear here.
 */

import type { ArticleSection } from "../detail-types";

export interface LongPage {
  /** Shown under the H1. */
  intro: string;
  /** "Last updated" date, ISO (use 2026-11-21). */
  updated: string;
  sections: ArticleSection[];
}

export const aboutPage: LongPage = {
  intro:
    "We are a team of Gas Safe registered heating engineers based in Middlesbrough. Since 2008 we have been repairing, servicing and installing boilers in homes across Teesside, with no call-out fees and engineers out seven days a week.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Boiler Repair Middlesbrough started in 2008 as a local heating business, and local is what we have stayed. Our engineers live and work on Teesside, so they know the houses here, from the Victorian terraces around Linthorpe to the newer estates in Coulby Newham and Ingleby Barwick, and the boilers and faults those houses tend to have.",
      ],
    },
    {
      heading: "What we do",
      paragraphs: [
        "Most of our work is putting right boilers that have stopped, and keeping working ones safe and efficient. We cover gas boilers of every common make, combi, system and regular, and the central heating systems they run.",
      ],
      bullets: [
        "Boiler repairs, including same-day repairs when you book before 12pm.",
        "Emergency callouts, 24 hours a day, for no heating, no hot water or a leaking boiler.",
        "Annual boiler servicing.",
        "Gas safety checks and landlord gas safety certificates.",
        "New boiler installations and replacements.",
        "Central heating faults, such as cold radiators, lost pressure and noisy systems.",
      ],
    },
    {
      heading: "How we work",
      paragraphs: [
        "We find the fault before we fix anything. Our engineer tests the boiler properly rather than swapping parts until something works, then explains in plain English what has gone wrong and what it will take to put right. You get a fixed price before any work begins. If you would rather not go ahead, you are under no obligation, and there is no call-out fee to pay.",
        "Our vans carry the parts that fail most often, such as pumps, diverter valves, fans and sensors, so many repairs are finished on the first visit. When a part has to be ordered we tell you how long it will take. We use dust sheets and leave your home as tidy as we found it.",
        "We give honest advice on whether to repair or replace. A boiler with a single worn part is usually worth fixing, and we will say so. If a boiler is unsafe or no longer worth repairing, we will explain why and set out the options, but the decision is always yours.",
      ],
    },
    {
      heading: "Gas Safe registered engineers",
      paragraphs: [
        "By law, anyone who works on a gas appliance in your home must be on the Gas Safe Register, the official list of businesses and engineers qualified to work safely and legally with gas. Every engineer we send is registered and qualified for the type of work they are doing.",
        "Each registered engineer carries a Gas Safe ID card with their photo, name and licence number. The back of the card shows the kinds of gas work they are qualified to carry out. Please ask to see it when we arrive; a good engineer will be glad you did. You can also check an engineer or business on the Gas Safe Register's website.",
      ],
    },
    {
      heading: "Our guarantee",
      paragraphs: [
        "Every repair we carry out is guaranteed for 12 months, parts and labour. If a part we fitted fails, or our work is not right, within that time, we come back and put it right at no charge. New boilers also come with the manufacturer's own warranty, which we register for you.",
      ],
    },
    {
      heading: "What we believe in",
      paragraphs: [
        "Safety comes first: we will never leave a dangerous appliance running. After that, we keep our word, arriving when we say we will and charging the price we agreed. We treat every home as if it were our own, and we would rather lose a job than sell someone something they do not need.",
      ],
    },
    {
      heading: "Where we work",
      paragraphs: [
        "We cover Middlesbrough and the rest of Teesside, including Acklam, Linthorpe, Marton, Nunthorpe, Coulby Newham, Hemlington, Stainton, Ormesby, Eston, Normanby and Thornaby. We also work in Stockton-on-Tees, Billingham, Norton, Yarm, Eaglescliffe and Ingleby Barwick, in Redcar, Marske, Saltburn and Guisborough, and further out in Great Ayton, Stokesley, East Cleveland and along the coast to Whitby. If your town is not listed, call us and we will tell you straight away whether we can help.",
      ],
    },
  ],
};

export const privacyPage: LongPage = {
  intro:
    "This notice explains what personal information Boiler Repair Middlesbrough collects when you use this website, call us or e-mail us, why we collect it, who else handles it, how long we keep it and what your rights are under UK data protection law.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Boiler Repair Middlesbrough is the data controller for the personal information described in this notice. That means we decide how and why it is used, and we are responsible for looking after it. You can contact us about anything in this notice, or about your information, using the phone number, e-mail address or postal address shown on this page.",
      ],
    },
    {
      heading: "What we collect",
      paragraphs: [
        "When you send a quote request through the form on this website, we collect:",
      ],
      bullets: [
        "your name;",
        "your phone number;",
        "your postcode;",
        "the description of the problem you give us, and the service you choose if you pick one;",
        "the page of the website the form was sent from;",
        "the date and time the request was received.",
      ],
    },
    {
      heading: "Your IP address",
      paragraphs: [
        "When you send the form, your IP address is used briefly to limit how many requests one address can send in a minute, which protects the form from spam and automated abuse. The form may also use Cloudflare Turnstile, a check that tells people from automated programs, which uses your IP address for the same purpose. Your IP address is not stored with your quote request.",
      ],
    },
    {
      heading: "Phone calls, e-mails and work we carry out",
      paragraphs: [
        "If you call or e-mail us, we note what you tell us so that we can answer and book a visit, usually your name, phone number, address and the problem. If we carry out work for you, we keep a record of the job: your address, the appliance, what we found and did, any safety certificates, and the invoice and payment.",
        "You do not have to give us any of this information, but without your name, a way to contact you and the address of the property we cannot arrange a visit or give you a price.",
      ],
    },
    {
      heading: "Why we use it and our lawful basis",
      paragraphs: [
        "We use your information only for these purposes, each with a lawful basis under UK GDPR:",
      ],
      bullets: [
        "To reply to your quote request or enquiry, arrange a visit and give you a price: this is a step you have asked us to take before entering into a contract (Article 6(1)(b) UK GDPR).",
        "To carry out work you have booked, invoice you and honour our guarantee: performing our contract with you (Article 6(1)(b)).",
        "To protect the website from spam and abuse, including using your IP address for rate limiting: our legitimate interests in keeping our systems secure and usable (Article 6(1)(f)).",
        "To keep tax records and the gas safety records the law requires, and to notify new boiler installations through the Gas Safe Register: our legal obligations (Article 6(1)(c)).",
      ],
    },
    {
      heading: "Who handles your information for us",
      paragraphs: [
        "This website is hosted by Cloudflare, Inc., which acts as our processor. Quote requests sent through the form are stored in Cloudflare D1, a database service, and the notification that tells us about a new request is passed through Cloudflare Queues and sent by e-mail through Cloudflare Email Routing. Cloudflare handles this data only on our instructions and under a data processing agreement with us.",
        "Cloudflare may process data in the United States and other countries outside the UK. Those transfers are covered by Cloudflare's data processing addendum, which includes the EU Standard Contractual Clauses together with the UK International Data Transfer Addendum, so that your information keeps an equivalent level of protection.",
        "Otherwise we share your information only where needed: with a manufacturer when we register a warranty for you, with the Gas Safe Register when we must notify work, with our accountant, or where the law requires it.",
      ],
    },
    {
      heading: "What we never do",
      paragraphs: [
        "We never sell your personal information or pass it to anyone else for their own marketing. We do not use it to send you marketing unless you have told us you want it, and you can change your mind at any time. We do not make decisions about you by automated means.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal information only for as long as we need it.",
      ],
      bullets: [
        "Quote requests sent through the website are deleted automatically 365 days after we receive them. A scheduled job runs every day to remove any that have reached that age.",
        "Where we carry out work, job records and invoices are kept for six years, as HMRC requires for tax purposes.",
        "Gas safety records, such as landlord gas safety records and installation records, are kept for as long as the law and Gas Safe Register rules require.",
      ],
    },
    {
      heading: "Cookies and analytics",
      paragraphs: [
        "This website sets no cookies and uses no third-party analytics or advertising tools. A simple first-party counter records anonymous clicks, such as which area link was tapped, without any personal data.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under UK data protection law you have the right to:",
      ],
      bullets: [
        "ask for a copy of the personal information we hold about you (access);",
        "ask us to correct information that is wrong or incomplete (rectification);",
        "ask us to delete your information (erasure);",
        "ask us to limit how we use your information (restriction);",
        "object to our use of your information where we rely on legitimate interests (objection);",
        "ask for information you gave us in a commonly used electronic format, or for it to be sent to another organisation (portability).",
      ],
    },
    {
      heading: "How to use your rights",
      paragraphs: [
        "Call us, e-mail us or write to us using the details on this page. We may ask you to confirm your identity, and there is normally no charge. We will respond within one month; if a request is complex we may extend this by up to two further months and will tell you why. Some rights have limits: for example, we cannot delete invoice records the law requires us to keep.",
      ],
    },
    {
      heading: "Complaints to the Information Commissioner's Office",
      paragraphs: [
        "If you are unhappy with how we have handled your information, please tell us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office, the UK regulator for data protection, at ico.org.uk or on 0303 123 1113.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "We will update this notice if the way we handle personal information changes. The date at the top of the page shows when it was last updated.",
      ],
    },
  ],
};

export const termsPage: LongPage = {
  intro:
    "These terms apply whenever Boiler Repair Middlesbrough repairs, services, tests or installs a boiler or heating system for you. They are written in plain English. Nothing in them affects your statutory rights as a consumer.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "Quotes and estimates",
      paragraphs: [
        "There is no call-out fee. When our engineer has found the fault, they will tell you what needs doing and give you a free estimate before any work begins. You decide whether to go ahead. If, once work has started, we find something that would change the price, we will stop and explain, and we will not do anything extra or charge you more without your agreement.",
      ],
    },
    {
      heading: "Appointments and same-day service",
      paragraphs: [
        "We work seven days a week and take emergency callouts 24 hours a day. If you book a repair before 12pm, we visit the same day, subject to availability. Same-day visits and appointment times depend on availability, and occasionally on traffic, weather or an earlier job taking longer than expected. If we are going to be late we will call you.",
      ],
    },
    {
      heading: "Access and safety",
      paragraphs: [
        "Please make sure we can reach the boiler, the gas meter and any part of the system we need to work on, and that an adult is at home for the visit. We may refuse to work on an appliance, or in a place, that we consider unsafe.",
        "Our engineers must follow the Gas Industry Unsafe Situations Procedure. If an appliance is found to be Immediately Dangerous, we will disconnect it from the gas supply with your permission. If it is At Risk, we will turn it off with your permission. In either case we will label the appliance, explain the danger and give you a written warning notice. If you refuse permission for an Immediately Dangerous appliance, we may have to report it to the gas emergency service. Please do not use an appliance we have labelled until it has been repaired.",
      ],
    },
    {
      heading: "Parts",
      paragraphs: [
        "We fit new parts only, either from the boiler's manufacturer or of equivalent quality and specification. If a part has to be ordered, we will tell you how long it is likely to take and agree a return visit with you.",
      ],
    },
    {
      heading: "Payment",
      paragraphs: [
        "Payment is due when the work is complete. We accept card, cash and bank transfer. Our published prices are shown with no VAT, and the price we agree with you before work begins is the price you pay.",
      ],
    },
    {
      heading: "Our guarantee",
      paragraphs: [
        "Parts we fit and work we carry out are guaranteed for 12 months from the date of the work. If a guaranteed part fails or our work proves faulty in that time, we will return and put it right at no charge. New boilers also carry the manufacturer's warranty, which usually depends on the boiler being serviced every year.",
        "The guarantee does not cover:",
      ],
      bullets: [
        "faults that were already present and that we did not agree to repair;",
        "damage caused by misuse, accidents, frost or lack of servicing;",
        "work carried out on the system by anyone else after our visit;",
        "parts supplied by the customer.",
      ],
    },
    {
      heading: "Cancellations",
      paragraphs: [
        "You can cancel or move an appointment free of charge at any time before our engineer sets off. Please call us as early as you can.",
        "If you agree a contract with us at a distance (by phone, by e-mail or through this website's form) or in your home rather than at our premises, the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 give you the right to cancel within 14 days of the day the contract was made, without giving a reason. If you ask us to start the work within those 14 days and then cancel, you will need to pay for what we have provided up to the point you tell us you are cancelling. Once the work has been completed at your request, the right to cancel no longer applies. The right to cancel also does not apply to a visit you specifically asked us to make to carry out urgent repairs or maintenance.",
      ],
    },
    {
      heading: "Our liability",
      paragraphs: [
        "We carry out all work with reasonable care and skill and, where we are at fault, we will put things right. We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable, for existing defects in your system that we did not work on, or for delays caused by events outside our control. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that the law does not allow us to limit.",
      ],
    },
    {
      heading: "Complaints",
      paragraphs: [
        "If you are not happy with our work, please tell us straight away so that we can put it right. Our complaints policy, which has its own page on this website, explains how to raise a complaint, how quickly we will respond and what you can do if you are still not satisfied.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the law of England and Wales, and any dispute will be dealt with by the courts of England and Wales.",
      ],
    },
  ],
};

export const complaintsPage: LongPage = {
  intro:
    "We work hard to get every job right first time, but if something has gone wrong we want to know. This policy explains how to complain, how quickly we will respond and where you can go if you are still not satisfied.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "How to complain",
      paragraphs: [
        "You can complain by phone, by e-mail or in writing, using the details on this page. Telling us as soon as you notice a problem makes it easier for us to look into it and put it right. To help us, please include:",
      ],
      bullets: [
        "your name, address and the best phone number to reach you on;",
        "the date of the visit or the job the complaint is about;",
        "what went wrong, and what you would like us to do about it;",
        "any photos, invoices or paperwork that help explain the problem.",
      ],
    },
    {
      heading: "How quickly we respond",
      paragraphs: [
        "We will acknowledge your complaint within 2 working days and tell you who is dealing with it. We aim to give you a full response within 14 days. If we need longer, for example because a part has to be returned to the manufacturer for testing, we will tell you why and when you can expect to hear from us.",
        "If your complaint is about a gas leak, a smell of gas or a suspected carbon monoxide problem, do not wait for us: turn off the gas at the meter if you can, open the windows, and call the National Gas Emergency Service straight away.",
      ],
    },
    {
      heading: "What we will do",
      paragraphs: [
        "We will look into your complaint fairly and thoroughly. That means reading our job records, speaking to the engineer involved and, if needed, visiting your home to inspect the work. We will then explain what we found in plain English.",
        "Where we were at fault, we will put it right at no charge to you. That may mean returning to redo the work, replacing a part, or refunding some or all of what you paid. If we do not think we were at fault, we will explain why and what your options are.",
      ],
    },
    {
      heading: "If you are not happy with our response",
      paragraphs: [
        "If you are not satisfied with the answer you receive, ask for your complaint to be passed to the owner of the business, who will review it personally and reply to you in writing.",
      ],
    },
    {
      heading: "Taking it further",
      paragraphs: [
        "If we still cannot agree, there are independent organisations that can help.",
      ],
      bullets: [
        "Gas safety concerns: if you believe gas work carried out in your home is unsafe, you can report it to the Gas Safe Register, which investigates reports of unsafe gas work. You can contact it through gassaferegister.co.uk.",
        "Consumer rights: the Citizens Advice consumer helpline gives free, impartial advice on your rights and your options. You can contact it on 0808 223 1133 or through citizensadvice.org.uk.",
        "Alternative dispute resolution: where an approved alternative dispute resolution scheme applies to your complaint, we will tell you which one and consider using it to settle the matter without going to court.",
        "Small claims court: as a last resort, you can make a claim through the small claims track of the county court. Citizens Advice can explain how this works.",
      ],
    },
  ],
};

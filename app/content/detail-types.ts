/**
 * Shapes of the long-form page content (service, brand, area, article and
 * question pages). Each content file fills one of these; page components
 * render them. Text is plain UK English; `**bold**` is not interpreted.
 */

export interface QuestionAnswer {
  question: string;
  /** One or more paragraphs. */
  answer: string[];
}

export interface ServiceDetail {
  /** Service slug from services.ts. */
  slug: string;
  /** "What it is": 2-3 paragraphs explaining the problem or service. */
  whatItIs: string[];
  /** Signs a homeowner notices (4-8 short items). */
  signs: string[];
  /** Likely causes (3-8 items), each a short sentence. */
  causes: string[];
  /** What our engineer does, in order (4-8 steps). */
  whatWeDo: string[];
  /** Typical time on site, e.g. "Most repairs take 1 to 2 hours". */
  timeTaken: string;
  /** Safety note or "what you can check yourself" paragraph (optional). */
  safetyNote?: string;
  /** 3-6 questions and answers specific to this service. */
  faqs: QuestionAnswer[];
  /** Slugs of related services (from services.ts), 2-4. */
  relatedServices: string[];
  /** Slugs of related brands (from brands.ts), 0-4. */
  relatedBrands: string[];
}

export interface FaultCode {
  code: string;
  meaning: string;
  /** What the homeowner can safely try, or "Call an engineer". */
  whatToDo: string;
}

export interface BrandDetail {
  /** Brand slug from brands.ts. */
  slug: string;
  /** 2-3 paragraphs: the brand, where its boilers are made, what is common locally. */
  about: string[];
  /** Typical faults on this make (4-6 items). */
  commonFaults: string[];
  /** 4-8 real fault codes for this brand's current/common ranges. */
  faultCodes: FaultCode[];
  /** Parts availability paragraph. */
  parts: string;
  /** Servicing and manufacturer warranty notes paragraph. */
  servicingAndWarranty: string;
  /** 2-4 questions and answers. */
  faqs: QuestionAnswer[];
  /** Slugs of related services, 2-4. */
  relatedServices: string[];
}

export interface AreaDetail {
  slug: string;
  name: string;
  /** Postcode districts covering the place, e.g. ["TS10", "TS11"]. */
  postcodeDistricts: string[];
  /** Approximate road distance from Oak Street, Middlesbrough TS1 2RQ, in miles. */
  milesFromBase: number;
  /** Typical response for an emergency callout, e.g. "usually within 60 minutes". */
  typicalResponse: string;
  /** At the edge of our patch: engineers are not there every day, so callers check availability first. */
  callToCheck?: boolean;
  /** Local authority / county, e.g. "Redcar and Cleveland". */
  localAuthority: string;
  /** One sentence for cards and the meta description (120-160 characters). */
  summary: string;
  /** 2-3 paragraphs about heating in this place: housing stock, common boilers and issues, landmarks/roads for context. True facts only. */
  about: string[];
  /** Slugs of nearby areas (from this same list), 2-5. */
  nearby: string[];
}

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list after the paragraphs. */
  bullets?: string[];
  /** Optional table after the paragraphs. */
  table?: { caption: string; columns: string[]; rows: string[][] };
}

export interface ArticleBody {
  slug: string;
  sections: ArticleSection[];
}

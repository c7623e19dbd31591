/**
 * Full-text search over the site's documents (./corpus.ts) with MiniSearch:
 * typo tolerance, prefix matching and field boosting. The index is built on
 * first use inside the Worker and never reaches the browser.
 */
import MiniSearch from "minisearch";
import { type SiteDocument, siteDocuments } from "./corpus";
import { SEARCH_STOP_WORDS } from "./lexicon";

interface Indexed extends SiteDocument {
  text: string;
}

let index: MiniSearch<Indexed> | undefined;
let byId: Map<string, SiteDocument> | undefined;

/** Build the index now (the first question would otherwise pay for it); returns the number of documents. */
export function buildIndex(): number {
  const docs = siteDocuments();
  byId = new Map(docs.map((d) => [d.id, d]));
  index = new MiniSearch<Indexed>({
    fields: ["title", "text", "keywords"],
    storeFields: [],
    processTerm: (term) => {
      const t = term.toLowerCase().replace(/['\u2019]/g, "");
      return SEARCH_STOP_WORDS.has(t) ? null : t;
    },
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 3,
    },
  });
  index.addAll(docs.map((d) => ({ ...d, text: d.paragraphs.join(" ") })));
  return docs.length;
}

export interface Hit {
  doc: SiteDocument;
  score: number;
}

/** The best documents for a query, optionally only of some kinds. */
export function search(query: string, kinds?: readonly SiteDocument["kind"][], limit = 3): Hit[] {
  if (!index || !byId) buildIndex();
  const docs = byId!;
  return index!
    .search(query, kinds ? { filter: (r) => kinds.includes(docs.get(r.id as string)!.kind) } : undefined)
    .slice(0, limit)
    .map((r) => ({ doc: docs.get(r.id as string)!, score: r.score }));
}

/** One document by its id (topics that know which page section answers them). */
export function documentById(id: string): SiteDocument | undefined {
  if (!index || !byId) buildIndex();
  return byId!.get(id);
}

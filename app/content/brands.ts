/**
 * Boiler manufacturers we repair and service, one page each under
 * /services/brands/{slug}. Names are shown as text: no manufacturer logos.
 */

export interface Brand {
  slug: string;
  name: string;
  /** Boiler ranges a homeowner will recognise from the front panel. */
  models: readonly string[];
  /** One sentence for cards and the meta description. */
  summary: string;
  /** Opening paragraph of the page. */
  intro: string;
}

export const brands: readonly Brand[] = [
  {
    slug: "worcester-bosch",
    name: "Worcester Bosch",
    models: ["Greenstar 4000", "Greenstar 8000 Life", "Greenstar i", "Greenstar CDi Classic"],
    summary:
      "Worcester Bosch Greenstar boiler repair and servicing in Middlesbrough: fault codes diagnosed, common parts on the van, Gas Safe engineers.",
    intro:
      "Worcester Bosch boilers are made in Worcester and are one of the most fitted makes in the UK. We repair and service the Greenstar range, from older CDi Classic models to the current 4000 and 8000 Life.",
  },
  {
    slug: "vaillant",
    name: "Vaillant",
    models: ["ecoTEC plus", "ecoTEC pro", "ecoTEC exclusive", "ecoFIT pure"],
    summary:
      "Vaillant ecoTEC boiler repair and servicing in Middlesbrough. F.22, F.28, F.29 and F.75 faults fixed by experienced Gas Safe engineers.",
    intro:
      "Vaillant's ecoTEC range shows a clear F-code when something is wrong. We read the code and the boiler's fault history, then repair pumps, pressure sensors, diverter valves, fans and ignition parts.",
  },
  {
    slug: "baxi",
    name: "Baxi",
    models: ["Baxi 600", "Baxi 800", "Duo-tec", "Platinum"],
    summary:
      "Baxi boiler repair and servicing in Middlesbrough. Duo-tec, Platinum, 600 and 800 series faults fixed by local Gas Safe engineers.",
    intro:
      "Baxi has made boilers in Britain for more than a century. We work on the current 600 and 800 series and the older Duo-tec and Platinum combis still found in many Teesside homes.",
  },
  {
    slug: "ideal",
    name: "Ideal",
    models: ["Logic Max", "Vogue Max", "Instinct", "Independent"],
    summary:
      "Ideal boiler repair and servicing in Middlesbrough: Logic, Vogue and Independent L2, F1 and F2 faults fixed by local Gas Safe engineers.",
    intro:
      "Ideal boilers are designed and built in Hull. The Logic and Vogue ranges show L codes for lockouts and F codes for faults; we diagnose both and carry the parts that fail most often.",
  },
  {
    slug: "viessmann",
    name: "Viessmann",
    models: ["Vitodens 050-W", "Vitodens 100-W", "Vitodens 111-W", "Vitodens 200-W"],
    summary:
      "Viessmann Vitodens boiler repair and servicing in Middlesbrough by Gas Safe engineers who know the Vitodens 050, 100 and 200 ranges.",
    intro:
      "Viessmann's Vitodens boilers use a stainless steel heat exchanger that lasts well when the system water is kept clean. We service them to the manufacturer's schedule and repair ignition, fan and sensor faults.",
  },
  {
    slug: "glow-worm",
    name: "Glow-worm",
    models: ["Energy", "Ultimate3", "Betacom4", "Easicom3"],
    summary:
      "Glow-worm boiler repair and servicing in Middlesbrough: Energy, Ultimate and Betacom faults diagnosed and fixed by Gas Safe engineers.",
    intro:
      "Glow-worm boilers are built in Belper, Derbyshire, and share much of their engineering with Vaillant. We repair the Energy, Ultimate, Betacom and Easicom ranges and their F-codes.",
  },
  {
    slug: "vokera",
    name: "Vokera",
    models: ["Unica", "Evolve", "Vision", "Compact"],
    summary:
      "Vokera boiler repair and servicing in Middlesbrough. Unica, Evolve, Vision and Compact faults fixed by local Gas Safe registered engineers.",
    intro:
      "Vokera combis are common in flats and newer homes across Teesside. We repair the Unica, Evolve, Vision and Compact models, including their pressure, ignition and diverter valve faults.",
  },
  {
    slug: "alpha",
    name: "Alpha",
    models: ["E-Tec", "InTec", "Evoke", "CD"],
    summary:
      "Alpha boiler repair and servicing in Middlesbrough: E-Tec, InTec and Evoke faults diagnosed and fixed by Gas Safe engineers.",
    intro:
      "Alpha boilers are often fitted by builders and installers on new estates. We service and repair the E-Tec, InTec, Evoke and older CD models, and advise honestly when repair is no longer worth it.",
  },
  {
    slug: "ariston",
    name: "Ariston",
    models: ["Clas One", "Genus One", "E-Combi One", "Clas HE"],
    summary:
      "Ariston boiler repair and servicing in Middlesbrough. Clas, Genus and E-Combi faults diagnosed and fixed by local Gas Safe engineers.",
    intro:
      "Ariston is an Italian manufacturer whose Clas and Genus combis are fitted in many UK homes. We repair their ignition, pressure and flow faults and service them to keep the warranty valid.",
  },
  {
    slug: "ferroli",
    name: "Ferroli",
    models: ["Modena", "Blueline", "Optimax", "Divatop"],
    summary:
      "Ferroli boiler repair and servicing in Middlesbrough: Modena, Blueline and Optimax faults fixed by experienced Gas Safe engineers.",
    intro:
      "Ferroli boilers are made in Italy. We repair the Modena and Blueline combis and older Optimax models, and can tell you when an ageing Ferroli is better replaced than repaired.",
  },
  {
    slug: "main-heating",
    name: "Main Heating",
    models: ["Main Eco Compact", "Main Combi 25 HE", "Main Combi 30 HE", "Main System"],
    summary:
      "Main boiler repair and servicing in Middlesbrough. Eco Compact and HE combi faults diagnosed and fixed by local Gas Safe engineers.",
    intro:
      "Main boilers are built by the same group as Baxi and Potterton, and share many parts with them. We repair the Eco Compact and HE combis that are common in rented and newer homes.",
  },
  {
    slug: "potterton",
    name: "Potterton",
    models: ["Assure", "Ultra", "Titanium", "Promax"],
    summary:
      "Potterton boiler repair and servicing in Middlesbrough: Assure, Ultra, Titanium and Promax faults fixed by local Gas Safe engineers.",
    intro:
      "Potterton is one of Britain's oldest boiler names and part of the Baxi group today. We repair and service the Assure, Ultra and Titanium ranges and older Promax and Performa models.",
  },
  {
    slug: "intergas",
    name: "Intergas",
    models: ["Combi Compact ECO RF", "Xclusive", "Rapid", "Xtreme"],
    summary:
      "Intergas boiler repair and servicing in Middlesbrough. Combi Compact ECO RF and Xclusive faults fixed by Gas Safe engineers.",
    intro:
      "Intergas boilers, designed in the Netherlands, use a simple two-in-one heat exchanger with no diverter valve. We know their fault codes and service them to Intergas's schedule.",
  },
  {
    slug: "atag",
    name: "ATAG",
    models: ["iC Economiser Plus", "iC Combi", "iR", "iS System"],
    summary:
      "ATAG boiler repair and servicing in Middlesbrough: iC, iR and iS faults diagnosed and fixed by local Gas Safe registered engineers.",
    intro:
      "ATAG boilers come from the Netherlands and are known for long manufacturer warranties that depend on an annual service. We service and repair the iC, iR and iS ranges.",
  },
  {
    slug: "biasi",
    name: "Biasi",
    models: ["Riva Plus HE", "Inovia", "Advance", "Activ A"],
    summary:
      "Biasi boiler repair in Middlesbrough: Riva, Inovia and Advance faults diagnosed by Gas Safe engineers, with honest repair-or-replace advice.",
    intro:
      "Biasi boilers are Italian-made and were widely fitted in the UK until the brand withdrew from the UK market. Parts can take longer to source, so we check availability before we quote.",
  },
  {
    slug: "heatline",
    name: "Heatline",
    models: ["Vizo Plus", "Capriz Plus", "Solaris"],
    summary:
      "Heatline boiler repair in Middlesbrough. Vizo and Capriz faults diagnosed by Gas Safe engineers, with clear advice on repair or replacement.",
    intro:
      "Heatline boilers are no longer made, but many Vizo and Capriz combis are still heating homes in Teesside. We repair them where parts allow and give honest advice when a replacement makes more sense.",
  },
];

export function brandBySlug(slug: string): Brand | undefined {
  return brands.find((b) => b.slug === slug);
}

/**
 * Schema.org structured data (JSON-LD), typed with schema-dts. Every value
 * comes from the content modules.
 */
import type { HVACBusiness, OfferCatalog, WithContext } from "schema-dts";
import { areas } from "~/content/areas";
import { absoluteUrl, business, pricingPackages } from "~/content/business";

/** The one HVACBusiness node (on the home page), referred to by its @id from every other block. */
export function businessRef(): { "@id": string } {
  return { "@id": absoluteUrl("/#business") };
}

/** The price list as schema.org offers (prices from business.ts, no VAT). */
export function offerCatalog(): OfferCatalog {
  return {
    "@type": "OfferCatalog",
    name: "Boiler repair, servicing and gas safety prices",
    itemListElement: pricingPackages.map((pkg) => ({
      "@type": "Offer",
      name: pkg.name,
      description: pkg.features.join(". "),
      priceSpecification: {
        "@type": "PriceSpecification",
        price: pkg.amount,
        priceCurrency: "GBP",
        valueAddedTaxIncluded: false,
        ...(pkg.from ? { minPrice: pkg.amount } : {}),
      },
      url: absoluteUrl(`/prices#${pkg.id}`),
      seller: businessRef(),
      itemOffered: { "@type": "Service", name: pkg.name },
    })),
  };
}

export function localBusinessJsonLd(): WithContext<HVACBusiness> {
  const { address, geo, rating } = business;
  return {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    "@id": businessRef()["@id"],
    name: business.name,
    description:
      "Same-day boiler repair, 24/7 emergency callouts, boiler servicing, new boiler installation and landlord gas safety certificates (CP12) across Middlesbrough and Teesside by Gas Safe registered engineers.",
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/social-card.jpg"),
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundedYear),
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(", "),
    currenciesAccepted: "GBP",
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.building}, ${address.street}`,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    areaServed: areas.map((area) => ({
      "@type": "Place",
      name: area.name,
      url: absoluteUrl(`/areas/${area.slug}`),
    })),
    openingHoursSpecification: business.structuredHours.map((line) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...line.days],
      opens: line.opens,
      closes: line.closes,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.value,
      bestRating: rating.best,
      ratingCount: rating.count,
    },
    hasOfferCatalog: offerCatalog(),
  };
}

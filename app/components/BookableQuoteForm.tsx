import type { Booking } from "~/lib/page/booking";
import { QuoteForm } from "./QuoteForm";

/** A quote form that becomes a booking when a price card's "Book Now" (or a reminder's) chose a package. */
export function BookableQuoteForm({ formId, booking }: { formId: string; booking?: Booking }) {
  return (
    <QuoteForm
      key={booking ? `${booking.id}-${booking.postcode ?? ""}-${booking.note ?? ""}` : "quote"}
      formId={formId}
      title={booking?.title ?? "Get a free quote"}
      service={booking?.id}
      submitLabel={booking ? "Book Now" : undefined}
      focusOnMount={Boolean(booking)}
      routine={booking?.routine}
      filledIn={booking && { postcode: booking.postcode, issue: booking.note }}
    />
  );
}

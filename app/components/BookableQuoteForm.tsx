import type { Booking } from "~/lib/page/booking";
import { QuoteForm } from "./QuoteForm";

/** A quote form that becomes a booking when a price card's "Book Now" chose a package. */
export function BookableQuoteForm({ formId, booking }: { formId: string; booking?: Booking }) {
  return (
    <QuoteForm
      key={booking?.id ?? "quote"}
      formId={formId}
      title={booking?.title ?? "Get a free quote"}
      service={booking?.id}
      submitLabel={booking ? "Book Now" : undefined}
      focusOnMount={Boolean(booking)}
    />
  );
}

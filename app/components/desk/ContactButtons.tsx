/** Tap to call and tap to text the customer. */
export function ContactButtons({ name, phone, phoneDisplay }: { name: string; phone: string; phoneDisplay: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${phone}`} className="btn btn-call min-w-28" aria-label={`Call ${name} on ${phoneDisplay}`}>
        Call
      </a>
      <a
        href={`sms:${phone}`}
        className="btn btn-outline min-w-28 text-brand-800"
        aria-label={`Text ${name} on ${phoneDisplay}`}
      >
        Text
      </a>
    </div>
  );
}

/**
 * Tap to call and tap to text the customer; the text opens with `smsBody`
 * already written (`?&body=` is read by both iOS and Android).
 */
export function ContactButtons({
  name,
  phone,
  phoneDisplay,
  smsBody,
}: {
  name: string;
  phone: string;
  phoneDisplay: string;
  smsBody?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${phone}`} className="btn btn-call min-w-28" aria-label={`Call ${name} on ${phoneDisplay}`}>
        Call
      </a>
      <a
        href={smsBody ? `sms:${phone}?&body=${encodeURIComponent(smsBody)}` : `sms:${phone}`}
        className="btn btn-outline min-w-28 text-brand-800"
        aria-label={`Text ${name} on ${phoneDisplay}`}
      >
        Text
      </a>
    </div>
  );
}

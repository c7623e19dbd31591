import { CallButton } from "./PhoneLink";
import { QuoteForm, type QuoteFormProps } from "./QuoteForm";
import type { PhotoParts } from "./QuotePhotos";

/** The quote form beside long pages: sticky on wide screens, after the content on phones. */
export function QuoteAside({
  formId,
  title,
  service,
  extraFields,
  photos,
  routine,
}: {
  formId: "service" | "area" | "contact";
  title: string;
  service?: string;
  extraFields?: QuoteFormProps["extraFields"];
  /** Offer photos with the request. */
  photos?: PhotoParts;
  /** A routine visit's page (a service, a check): the note asks "Anything we should know?". */
  routine?: boolean;
}) {
  return (
    <aside className="lg:sticky lg:top-24" aria-label="Ask for a quote">
      <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
        <QuoteForm
          formId={formId}
          title={title}
          service={service}
          extraFields={extraFields}
          photos={photos}
          routine={routine}
        />
      </div>
      <div className="mt-4 rounded-2xl bg-brand-900 p-5 text-center text-white">
        <p className="font-semibold">Boiler broken now? Talk to an engineer.</p>
        <CallButton className="mt-3 w-full" />
      </div>
    </aside>
  );
}

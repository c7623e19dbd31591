import { Icon } from "~/components/Icon";
import { CallButton } from "~/components/PhoneLink";

const ticks = ["Same-Day Service", "No Call-Out Fees", "Gas Safe Certified"];

/** Static: rendered on the server only; the home page follows its quote link (followQuoteLinks). */
export function CallToAction() {
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-gradient-to-br from-flame-700 to-flame-800 py-14 text-white sm:py-20"
    >
      <div className="container-page text-center">
        <h2 id="cta-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
          Ready to Fix Your Boiler?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-flame-50">
          Get your same-day repair quote from the town's trusted Gas Safe engineers
        </p>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 font-semibold">
          {ticks.map((tick) => (
            <li key={tick} className="flex items-center gap-2">
              <Icon name="check" className="size-5" />
              {tick}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallButton className="bg-white px-7 text-lg text-flame-800 hover:bg-flame-50" />
          <a href="#hero" data-quote-link="" className="btn btn-outline px-7 text-lg text-white hover:bg-white/10">
            Get Free Quote
          </a>
        </div>
        <p className="mt-6 text-flame-50">Available 7 days a week • Emergency callouts available</p>
      </div>
    </section>
  );
}

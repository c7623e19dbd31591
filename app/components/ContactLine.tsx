import type { ReactNode } from "react";
import { business, fullAddress, mailtoHref, telHref } from "~/content/business";

/** Who we are and how to reach us, in one line (the legal pages start with it); `children` is a sentence after it. */
export function ContactLine({ children }: { children?: ReactNode }) {
  return (
    <p className="mt-8 rounded-xl bg-brand-50 p-5 leading-relaxed break-words text-slate-800">
      {`${business.name}, ${fullAddress}. `}
      Phone{" "}
      <a className="font-semibold text-brand-800 underline" href={telHref}>
        {business.phone.display}
      </a>
      , e-mail{" "}
      <a className="font-semibold text-brand-800 underline" href={mailtoHref}>
        {business.email}
      </a>
      .{children ? <> {children}</> : null}
    </p>
  );
}

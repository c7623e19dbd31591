import { Icon } from "~/components/Icon";
import { phone, telHref } from "~/content/business";

interface CallButtonProps {
  label?: string;
  className?: string;
}

/** A button-styled link that dials the business. */
export function CallButton({ label = "Call Now", className = "" }: CallButtonProps) {
  return (
    <a href={telHref} className={`btn btn-call ${className}`}>
      <Icon name="phone" className="size-5 shrink-0" />
      {label}
      <span className="sr-only"> {phone.display}</span>
    </a>
  );
}

import { Link } from "react-router";
import { business } from "~/content/business";

/** Our own mark: a flame inside a house outline. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="9" fill="#0b3b66" />
      <path
        d="M8 19 20 9l12 10v12a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path
        d="M20 17c3 3 5 5.4 5 8.2a5 5 0 0 1-10 0c0-1.9 1-3.3 2.3-4.5-.1 1.6.6 2.7 1.7 3.1-.6-2.6.1-4.6 1-6.8Z"
        fill="#f97316"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md">
      <LogoMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-tight">
        {/* On desktop the name stacks in two lines to leave room for the navigation. */}
        <span className="text-[0.95rem] font-extrabold tracking-tight text-brand-900 min-[1700px]:max-w-none min-[1700px]:text-lg min-[1700px]:whitespace-nowrap sm:text-lg sm:whitespace-nowrap xl:max-w-32 xl:text-base xl:whitespace-normal">
          {business.name}
        </span>
        <span className="text-xs font-medium text-slate-600 min-[1700px]:inline xl:hidden">
          Gas Safe registered engineers
        </span>
      </span>
    </Link>
  );
}

import { Search } from 'lucide-react';

/** The search box above a server-searched list (customers, documents, requests). */
export function SearchBox(props: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The box's accessible name: "Search customers". */
  label: string;
}) {
  return (
    <div className="relative mb-4">
      <Search
        className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        aria-label={props.label}
        className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white pr-3 pl-9 text-base sm:text-sm"
      />
    </div>
  );
}

// "All sites" or one site, for a dashboard list: shown only once a dealership has two sites.
export function SiteFilter(props: {
  sites: { id: string; name: string }[] | undefined;
  value: string;
  onChange: (siteId: string) => void;
  /** What is filtered, for screen readers: "Site of the requests". */
  label: string;
}) {
  if ((props.sites?.length ?? 0) < 2) return null;
  return (
    <label className="mb-4 text-sm">
      <span className="sr-only">{props.label}</span>
      <select
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="min-h-10 max-w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="">All sites</option>
        {props.sites?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}

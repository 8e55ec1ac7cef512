/** The project's logo mark, inline (no image request): the same drawing as public/logo/docs2sign-logo.svg. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="8 16 88 88" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="d2s-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#667eea" />
          <stop offset="1" stopColor="#764ba2" />
        </linearGradient>
      </defs>
      <rect x="8" y="16" width="88" height="88" rx="20" fill="url(#d2s-mark)" />
      <path d="M30 38h30l14 14v36a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4V42a4 4 0 0 1 4-4z" fill="#fff" />
      <path d="M60 38v14h14" fill="none" stroke="#c3c8f5" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M33 78c6-2 8-16 14-16s2 13 8 13 6-7 10-7"
        fill="none"
        stroke="#4c51bf"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

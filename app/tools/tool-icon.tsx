import type { ToolIconName } from './catalogue.ts';

/** The tools' line icons (1.25 px strokes on a 32 grid), decorative: the link beside each names the tool. */
const paths: Record<ToolIconName, React.ReactNode> = {
  calculator: (
    <>
      <rect x="7" y="4" width="18" height="24" rx="1.5" />
      <rect x="10.5" y="7.5" width="11" height="5" rx="0.5" />
      <path d="M11 17h.01M16 17h.01M21 17h.01M11 21h.01M16 21h.01M11 25h.01M16 25h.01M21 21v4" />
    </>
  ),
  droplet: (
    <>
      <path d="M16 4.5c4.2 5.4 8 10 8 14.5a8 8 0 0 1-16 0c0-4.5 3.8-9.1 8-14.5Z" />
      <path d="M12.5 20a3.6 3.6 0 0 0 3 3.4" />
    </>
  ),
  truck: (
    <>
      <path d="M3.5 8.5h15v13h-15zM18.5 12.5h5.2l4.8 5v4h-10" />
      <circle cx="9" cy="23.5" r="2.3" />
      <circle cx="23" cy="23.5" r="2.3" />
    </>
  ),
  percent: (
    <>
      <path d="M24 8 8 24" />
      <circle cx="10" cy="10" r="3" />
      <circle cx="22" cy="22" r="3" />
    </>
  ),
  calendar: (
    <>
      <rect x="5" y="7" width="22" height="20" rx="1.5" />
      <path d="M5 12.5h22M11 4.5v5M21 4.5v5M10 17h3M15 17h3M20 17h2M10 21.5h3M15 21.5h3" />
    </>
  ),
};

export function ToolIcon({ name, className = 'tool-icon' }: { name: ToolIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}

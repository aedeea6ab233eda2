import { cx } from '@/components/ui/cx';

type LogoProps = {
  /** The variant's brand label (SPEC §1: each variant has its own logo and label). */
  label: string;
  /** `onDark` draws the wordmark in white for the teal header. */
  tone?: 'onLight' | 'onDark';
  className?: string;
};

// Bold system-ui glyphs average about 0.62em wide: enough to shrink long labels so they never
// overflow the fixed box (SPEC §2.4: 125x20 on mobile, 210x50 from 768px).
const GLYPH_EM = 0.62;

function fontSizeFor(label: string, available: number, max: number): number {
  return Math.min(max, available / Math.max(label.length * GLYPH_EM, 1));
}

/** The sun-over-the-sea mark; `size` is its square side in viewBox units. */
function Mark({ x, y, size }: { x: number; y: number; size: number }) {
  const scale = size / 40;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect width="40" height="40" rx="11" fill="var(--logo-mark)" />
      <circle cx="20" cy="16" r="7" fill="var(--color-accent-500)" />
      <path
        d="M6 26.5c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5M6 32.5c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5"
        fill="none"
        stroke="var(--logo-wave)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </g>
  );
}

/**
 * An inline SVG wordmark: nothing to download, crisp at any density, and sized in the markup so
 * it never shifts the header. Decorative: the link around it carries the name.
 */
export function Logo({ label, tone = 'onLight', className }: LogoProps) {
  const colours =
    tone === 'onDark'
      ? '[--logo-mark:#ffffff] [--logo-wave:var(--color-primary-600)] text-white'
      : '[--logo-mark:var(--color-primary-700)] [--logo-wave:#ffffff] text-primary-800';
  const small = fontSizeFor(label, 125 - 26, 16);
  const large = fontSizeFor(label, 210 - 56, 27);

  return (
    <span className={cx('inline-flex', colours, className)}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="125"
        height="20"
        viewBox="0 0 125 20"
        className="block md:hidden"
      >
        <Mark x={0} y={0} size={20} />
        <text x="26" y="10" dominantBaseline="central" fontSize={small} fontWeight="800" fill="currentColor">
          {label}
        </text>
      </svg>
      <svg
        aria-hidden="true"
        focusable="false"
        width="210"
        height="50"
        viewBox="0 0 210 50"
        className="hidden md:block"
      >
        <Mark x={2} y={5} size={40} />
        <text
          x="54"
          y="25"
          dominantBaseline="central"
          fontSize={large}
          fontWeight="800"
          letterSpacing="-0.5"
          fill="currentColor"
        >
          {label}
        </text>
      </svg>
    </span>
  );
}

import type { ReactNode } from 'react';
import type { LanguageCode } from '@festival/i18n';

// Drawn flags, simplified (no coats of arms): emoji flags show as letters on Windows and as empty
// boxes where no emoji font is installed. All on a 30 × 20 grid.
const W = 30;
const H = 20;

const stripes = (colors: string[], vertical = false): ReactNode =>
  colors.map((fill, i) =>
    vertical ? (
      <rect key={i} x={(W / colors.length) * i} y={0} width={W / colors.length + 0.01} height={H} fill={fill} />
    ) : (
      <rect key={i} x={0} y={(H / colors.length) * i} width={W} height={H / colors.length + 0.01} fill={fill} />
    ),
  );

/** A Nordic cross, its upright a third of the way in. */
const nordic = (field: string, cross: string): ReactNode => (
  <>
    <rect width={W} height={H} fill={field} />
    <rect x={9} y={0} width={4} height={H} fill={cross} />
    <rect x={0} y={8} width={W} height={4} fill={cross} />
  </>
);

const FLAGS: Record<LanguageCode, ReactNode> = {
  cs: (
    <>
      {stripes(['#ffffff', '#d7141a'])}
      <path d="M0 0 L15 10 L0 20 Z" fill="#11457e" />
    </>
  ),
  da: nordic('#c8102e', '#ffffff'),
  de: stripes(['#000000', '#dd0000', '#ffce00']),
  en: (
    <>
      <rect width={W} height={H} fill="#012169" />
      <path d="M0 0 L30 20 M30 0 L0 20" stroke="#ffffff" strokeWidth={4} />
      <path d="M0 0 L30 20 M30 0 L0 20" stroke="#c8102e" strokeWidth={1.5} />
      <path d="M15 0 V20 M0 10 H30" stroke="#ffffff" strokeWidth={6} />
      <path d="M15 0 V20 M0 10 H30" stroke="#c8102e" strokeWidth={3.5} />
    </>
  ),
  es: (
    <>
      <rect width={W} height={H} fill="#aa151b" />
      <rect y={5} width={W} height={10} fill="#f1bf00" />
    </>
  ),
  fr: stripes(['#002395', '#ffffff', '#ed2939'], true),
  it: stripes(['#009246', '#ffffff', '#ce2b37'], true),
  nl: stripes(['#ae1c28', '#ffffff', '#21468b']),
  pl: stripes(['#ffffff', '#dc143c']),
  pt: (
    <>
      <rect width={W} height={H} fill="#ff0000" />
      <rect width={12} height={H} fill="#006600" />
      <circle cx={12} cy={10} r={4} fill="#ffcc00" />
    </>
  ),
  ru: stripes(['#ffffff', '#0039a6', '#d52b1e']),
  sv: nordic('#006aa7', '#fecc00'),
  uk: stripes(['#0057b7', '#ffd700']),
};

/** The flag shown next to a language in the selector (decorative: the language name is the label). */
export function LanguageFlag({ code, height = 14 }: { code: LanguageCode; height?: number }) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={(height * W) / H}
      height={height}
      aria-hidden
      focusable="false"
      style={{ display: 'block', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)', flexShrink: 0 }}
    >
      {FLAGS[code]}
    </svg>
  );
}

import { useEffect, useState } from 'react';
import { Loader } from '@mantine/core';

/**
 * A QR code of `value`, drawn as SVG by the qrcode library (loaded only when a code is shown). `fluid`
 * draws it for a scanner reading a phone's screen: as wide as the space up to `size`, the standard
 * quiet zone of 4 modules in white, pure black on white, sharp edges.
 */
export function QrCode({ value, size = 160, label, fluid = false, testId = 'entry-qr' }: { value: string; size?: number; label: string; fluid?: boolean; testId?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then((qr) =>
      qr
        .toString(value, { type: 'svg', margin: fluid ? 4 : 1, errorCorrectionLevel: 'M', color: { dark: '#000000ff', light: '#ffffffff' } })
        .then((text) => {
          if (alive) setSvg(text);
        }),
    );
    return () => {
      alive = false;
    };
  }, [value, fluid]);
  if (!svg) return <Loader size="sm" />;
  const src = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
  if (fluid) {
    return (
      <img
        src={src}
        alt={label}
        data-testid={testId}
        style={{ display: 'block', width: '100%', maxWidth: size, height: 'auto', aspectRatio: '1 / 1', background: '#fff', imageRendering: 'pixelated' }}
      />
    );
  }
  return <img src={src} width={size} height={size} alt={label} data-testid={testId} style={{ background: '#fff', borderRadius: 8 }} />;
}

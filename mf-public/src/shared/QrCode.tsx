import { useEffect, useState } from 'react';
import { Loader } from '@mantine/core';

/** A QR code of `value`, drawn as SVG by the qrcode library (loaded only when a code is shown). */
export function QrCode({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then((qr) =>
      qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => {
        if (alive) setSvg(text);
      }),
    );
    return () => {
      alive = false;
    };
  }, [value]);
  if (!svg) return <Loader size="sm" />;
  return <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} width={size} height={size} alt={label} data-testid="entry-qr" style={{ background: '#fff', borderRadius: 8 }} />;
}

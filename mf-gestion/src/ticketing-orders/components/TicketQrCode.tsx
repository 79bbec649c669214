import { useEffect, useState } from 'react';
import { Image, Loader } from '@mantine/core';

/** A ticket's QR code drawn as an image (the QR library is loaded only when an order is opened). */
export function TicketQrCode({ value, alt, size = 128 }: { value: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value, size]);
  if (failed) return null;
  if (!src) return <Loader size="sm" aria-label={alt} />;
  return <Image src={src} alt={alt} w={size} h={size} fit="contain" data-testid="ticket-qr" />;
}

/**
 * A QR code reader for the camera: the browser's own BarcodeDetector where it reads QR codes, else
 * the polyfill on zxing-wasm, loaded only when the camera opens. Its .wasm is one of our build's
 * files (never a CDN: a festival's network is poor, and a test machine has none).
 */
export interface QrReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetector {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<string[]>;
}

export async function qrReader(): Promise<QrReader> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm'),
  ]);
  await prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, document.baseURI).href : prefix + path) }, fireImmediately: true });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

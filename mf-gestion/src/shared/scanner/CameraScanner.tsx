import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconBolt, IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { qrReader } from './qrDetector';

/** The same code read again this soon is the same person still in front of the camera. */
const SAME_CODE_MS = 3_000;
const FRAME_MS = 150;

/**
 * The phone's back camera reading QR codes: on and off, the torch where the camera has one. Each
 * code read goes to `onCode` once (not once per frame while it stays in view).
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('gestion');
  const [on, setOn] = useState(false);
  const [torch, setTorch] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<MediaStreamTrack | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        const [reader, media] = await Promise.all([qrReader(), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })]);
        stream = media;
        if (stopped) return media.getTracks().forEach((t) => t.stop());
        track.current = media.getVideoTracks()[0] ?? null;
        const capabilities = (track.current?.getCapabilities?.() ?? {}) as { torch?: boolean };
        setTorch(capabilities.torch ? false : null);
        video.current!.srcObject = media;
        await video.current!.play();
        const frame = async () => {
          if (stopped) return;
          const found = await reader.detect(video.current!).catch(() => []);
          const code = found[0]?.rawValue;
          if (code && (code !== last.code || Date.now() - last.at > SAME_CODE_MS)) {
            last = { code, at: Date.now() };
            latest.current(code);
          }
          timer = setTimeout(() => void frame(), FRAME_MS);
        };
        void frame();
      } catch {
        if (!stopped) {
          setFailed(true);
          setOn(false);
        }
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      track.current = null;
      setTorch(null);
    };
  }, [on]);

  const switchTorch = async () => {
    const next = !torch;
    await track.current?.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] }).catch(() => undefined);
    setTorch(next);
  };

  return (
    <Stack gap="xs">
      {on && <video ref={video} muted playsInline aria-label={t('scanner.cameraView')} style={{ width: '100%', maxHeight: '45vh', objectFit: 'cover', borderRadius: 8, background: 'black' }} />}
      {failed && (
        <Alert color="orange" role="alert">
          {t('scanner.cameraFailed')}
        </Alert>
      )}
      <Group gap="xs" grow>
        <Button
          size="md"
          variant={on ? 'default' : 'filled'}
          leftSection={on ? <IconCameraOff size={20} /> : <IconCamera size={20} />}
          onClick={() => {
            setFailed(false);
            setOn((v) => !v);
          }}
        >
          {on ? t('scanner.cameraOff') : t('scanner.cameraOn')}
        </Button>
        {torch !== null && (
          <Button size="md" variant={torch ? 'filled' : 'default'} leftSection={<IconBolt size={20} />} aria-pressed={torch} onClick={() => void switchTorch()}>
            {t('scanner.torch')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

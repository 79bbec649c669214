/**
 * What the gate person hears and feels with each answer, where the browser allows: a high beep for
 * "come in", a low one for a refusal (WebAudio), and a vibration (one short buzz, or three).
 */
let audio: AudioContext | null = null;

function beep(frequency: number, ms: number): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  try {
    audio ??= new Context();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + ms / 1000);
  } catch {
    // No sound before the first tap (autoplay rules), or none at all: the screen says it.
  }
}

export function signalAnswer(good: boolean): void {
  beep(good ? 1320 : 220, good ? 120 : 350);
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(good ? 80 : [120, 80, 120, 80, 120]);
    } catch {
      // Not allowed in this frame or before a tap.
    }
  }
}

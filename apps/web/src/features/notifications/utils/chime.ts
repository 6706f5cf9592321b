let context: AudioContext | null = null;

/**
 * A short two-note chime made with the Web Audio API, so no sound file is downloaded. Browsers
 * refuse audio before the person has interacted with the page; then it is simply skipped.
 */
export function playChime(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    context ??= new AudioContextClass();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    if (audio.state !== 'running') return;
    const start = audio.currentTime;
    [880, 1318.5].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + index * 0.12;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    });
  } catch {
    // Audio is a nicety; the badge and the list already show the new notification.
  }
}

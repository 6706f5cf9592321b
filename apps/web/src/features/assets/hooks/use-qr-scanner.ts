import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where the camera is: not started, starting, reading frames, or why it could not start: refused
 * by the person or the browser (`denied`), no camera on the device (`missing`), no camera access
 * in this browser or on a page that is not secure (`unsupported`), or another fault (`failed`,
 * often the camera being in use by another app).
 */
export type ScannerState = 'idle' | 'starting' | 'scanning' | 'denied' | 'missing' | 'unsupported' | 'failed';

/** How often a frame is read: often enough to feel instant, rarely enough to spare an old phone's battery. */
const READ_EVERY_MS = 250;

/** Frames are read at most this wide or tall: a printed code is found as well, at a fraction of the work. */
const MAX_SIDE = 640;

type Decode = typeof import('jsqr').default;

function stateOfError(error: unknown): ScannerState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/**
 * The back camera read for QR codes: `start()` opens it (after a press, as browsers expect),
 * shows it in the `video` element given by `videoRef`, and reads a few frames a second; each text
 * read is passed to `onRead`, which answers whether it was what was wanted: then the camera stops.
 * The camera is also stopped by `stop()` and when the component leaves the page, so its light never
 * stays on. The decoder is loaded with the first start, so the page opens without it.
 */
export function useQrScanner(onRead: (text: string) => boolean) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<ScannerState>('idle');
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  // Each start is a run: a run superseded (stopped, or started again) while the camera was still
  // opening closes what it opened rather than showing it.
  const run = useRef(0);
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  }, [onRead]);

  const release = useCallback(() => {
    run.current += 1;
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState('idle');
  }, [release]);

  const start = useCallback(async () => {
    release();
    const mine = run.current;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unsupported');
      return;
    }
    setState('starting');
    // Both at once, the camera asked for first so the browser's question comes with the press; a
    // camera opened while the decoder failed to load is closed again.
    const [camera, decoder] = await Promise.allSettled([
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      import('jsqr'),
    ]);
    if (camera.status === 'rejected' || decoder.status === 'rejected' || run.current !== mine) {
      if (camera.status === 'fulfilled') for (const track of camera.value.getTracks()) track.stop();
      if (run.current !== mine) return;
      setState(camera.status === 'rejected' ? stateOfError(camera.reason) : 'failed');
      return;
    }
    const opened = camera.value;
    const decode: Decode = decoder.value.default;
    stream.current = opened;
    const video = videoRef.current;
    if (!video) {
      release();
      setState('idle');
      return;
    }
    video.srcObject = opened;
    await video.play().catch(() => undefined);
    // Stopped while the picture was starting: nothing is left reading.
    if (run.current !== mine) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    setState('scanning');
    timer.current = setInterval(() => {
      if (!context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
      const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      context.drawImage(video, 0, 0, width, height);
      const found = decode(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' });
      if (found?.data && run.current === mine && read.current(found.data)) stop();
    }, READ_EVERY_MS);
  }, [release, stop]);

  useEffect(() => release, [release]);

  return { videoRef, state, start, stop };
}

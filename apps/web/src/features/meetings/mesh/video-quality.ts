/**
 * How much video a person in a meeting sends and receives, for people on 2G or with little data:
 * `full`; `low`, one thumbnail-sized video sent and only the speaker's received; `audio`, no video
 * either way. A shared screen is sent and received whatever the choice: it is what the meeting
 * is looking at.
 *
 * What one side sends to another is the lesser of what it chose and what the other asked for, so
 * a person on `low` neither sends nor is sent more than a thumbnail.
 */
export const videoQualities = ['full', 'low', 'audio'] as const;
export type VideoQuality = (typeof videoQualities)[number];

const rank: Record<VideoQuality, number> = { full: 2, low: 1, audio: 0 };

/** The lesser of two choices: what a sender sends to a receiver. */
export const lesser = (a: VideoQuality, b: VideoQuality): VideoQuality => (rank[a] <= rank[b] ? a : b);

/** A thumbnail: a quarter of the camera's 640×360, at most 15 frames a second and 150 kbit/s. */
const LOW = { scaleResolutionDownBy: 2, maxFramerate: 15, maxBitrate: 150_000 };

/** Sends the camera's video as `quality` says on one sender; a browser that refuses keeps sending as it did. */
export async function sendCameraAs(sender: RTCRtpSender, quality: VideoQuality): Promise<void> {
  const parameters = sender.getParameters();
  const [encoding] = parameters.encodings ?? [];
  if (!encoding) return;
  encoding.active = quality !== 'audio';
  if (quality === 'low') Object.assign(encoding, LOW);
  else {
    // Back to the browser's own choice.
    delete encoding.scaleResolutionDownBy;
    delete encoding.maxFramerate;
    delete encoding.maxBitrate;
  }
  await sender.setParameters(parameters).catch(() => undefined);
}

/** The sender of a connection's camera video: its video sender other than the shared screen's. */
export const cameraSenderOf = (pc: RTCPeerConnection, screenSender: RTCRtpSender | null) =>
  pc.getSenders().find((sender) => sender.track?.kind === 'video' && sender !== screenSender);

/** The loudness (0 to 1) of the last sound a receiver played, for telling who speaks. */
export function loudness(receiver: RTCRtpReceiver): number {
  return receiver.getSynchronizationSources().reduce((loudest, source) => Math.max(loudest, source.audioLevel ?? 0), 0);
}

/** Where this browser keeps the choice: a person short of data makes it once, not in every meeting. */
const STORED = 'sahaya-meeting-video';

export function storedQuality(): VideoQuality {
  try {
    const stored = localStorage.getItem(STORED);
    return videoQualities.find((quality) => quality === stored) ?? 'full';
  } catch {
    // Storage refused (a private window): full video, as the room starts without a choice.
    return 'full';
  }
}

export function storeQuality(quality: VideoQuality): void {
  try {
    localStorage.setItem(STORED, quality);
  } catch {
    // Storage refused: the choice holds for this meeting only.
  }
}

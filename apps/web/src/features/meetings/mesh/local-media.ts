/**
 * This side's camera, microphone and shared screen in a meeting's video room, and what its tile
 * shows of them. The room puts these streams on every peer connection and tells the others of
 * each change.
 */

export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

const nothingOn: MediaState = { audio: false, video: false, screen: false };

/** Video small enough for a mesh: every sender encodes one copy per peer. */
const cameraConstraints: MediaStreamConstraints = {
  audio: true,
  video: { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 } },
};

/** Camera and microphone, or whichever of them can be had; a room with neither fails. */
async function openCamera(): Promise<MediaStream> {
  const tries: MediaStreamConstraints[] = [cameraConstraints, { audio: true }, { video: cameraConstraints.video }];
  let lastError: unknown;
  for (const constraints of tries) {
    try {
      return await navigator.mediaDevices.getUserMedia(constraints);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

export class LocalMedia {
  #camera: MediaStream | null = null;
  #screen: MediaStream | null = null;
  #state: MediaState = { ...nothingOn };

  get camera(): MediaStream | null {
    return this.#camera;
  }

  get screen(): MediaStream | null {
    return this.#screen;
  }

  /** What is on; a new object on every change, so a snapshot holding the old one stays as it was. */
  get state(): MediaState {
    return this.#state;
  }

  /** Opens the camera and microphone (or whichever can be had); throws when neither can. */
  async open(): Promise<void> {
    this.#camera = await openCamera();
    this.#state = {
      audio: this.#camera.getAudioTracks().length > 0,
      video: this.#camera.getVideoTracks().length > 0,
      screen: false,
    };
  }

  /** Mutes or unmutes the camera's tracks of one kind; answers false when it has none of that kind. */
  toggle(kind: 'audio' | 'video'): boolean {
    const tracks = (kind === 'audio' ? this.#camera?.getAudioTracks() : this.#camera?.getVideoTracks()) ?? [];
    if (tracks.length === 0) return false;
    const on = !this.#state[kind];
    for (const track of tracks) track.enabled = on;
    this.#state = { ...this.#state, [kind]: on };
    return true;
  }

  /**
   * Asks the browser for a screen to share and answers its video track, or null when nothing is
   * shared: a screen is already shared, the person closed the browser's picker (a choice, not a
   * failure), or the room no longer wants it once the picker closes (`stillWanted`). `onEnded`
   * runs when the browser's own "Stop sharing" ends the track.
   */
  async shareScreen(stillWanted: () => boolean, onEnded: () => void): Promise<MediaStreamTrack | null> {
    if (this.#screen) return null;
    let screen: MediaStream;
    try {
      screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      return null;
    }
    const [track] = screen.getVideoTracks();
    if (!track || !stillWanted()) {
      stopTracks(screen);
      return null;
    }
    track.contentHint = 'detail';
    track.addEventListener('ended', onEnded);
    this.#screen = screen;
    this.#state = { ...this.#state, screen: true };
    return track;
  }

  /** Stops sharing the screen; answers false when none was shared. */
  stopScreen(): boolean {
    if (!this.#screen) return false;
    stopTracks(this.#screen);
    this.#screen = null;
    this.#state = { ...this.#state, screen: false };
    return true;
  }

  /** Lets go of camera, microphone and screen. */
  stop(): void {
    stopTracks(this.#camera);
    stopTracks(this.#screen);
    this.#camera = null;
    this.#screen = null;
    this.#state = { ...nothingOn };
  }
}

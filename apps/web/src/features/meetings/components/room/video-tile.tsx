import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2, MicOff, MonitorUp, VideoOff, Volume2, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import type { MediaState } from '../../mesh/local-media.ts';
import type { LinkState } from '../../mesh/peer-link.ts';

interface VideoTileProps {
  stream: MediaStream | null;
  /** Who it is: their name for the admin, "Admin" or "Guest" for anybody else, "You". */
  label: string;
  media: MediaState;
  /** The local tile is muted here (no echo) and mirrored. */
  local?: boolean;
  /** A shared screen rather than a camera. */
  screen?: boolean;
  link?: LinkState;
  /** Not received, by this side's choice of less video (audio only, or low video and not the speaker). */
  saving?: boolean;
  /** A thumbnail (on low video or audio only): what it says is drawn smaller, clear of the name. */
  compact?: boolean;
}

const linkWords: Record<LinkState, MessageDescriptor | null> = {
  connecting: msg`Connecting…`,
  connected: null,
  reconnecting: msg`Reconnecting…`,
  lost: msg`Connection lost`,
};

/**
 * One person's camera or screen with what it is doing, in words as well as icons: connecting,
 * camera off, muted, sharing. A browser that refuses to play sound before a click gets the video
 * muted and a button to turn the sound on.
 */
export function VideoTile({ stream, label, media, local = false, screen = false, link = 'connected', saving = false, compact = false }: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const { i18n, t } = useLingui();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (!stream) return;
    element.play().catch(() => {
      if (local || element.muted) return;
      // Autoplay with sound was refused: play silently and offer the sound.
      element.muted = true;
      setSoundBlocked(true);
      void element.play().catch(() => {});
    });
  }, [stream, local]);

  const showVideo = Boolean(stream) && (screen || (media.video && !saving));
  const linkMessage = local ? null : linkWords[link];
  const linkText = linkMessage ? i18n._(linkMessage) : null;
  const name = screen ? t`${label}: screen` : label;

  return (
    <figure
      className={cn('relative flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-stone-900 text-white', screen && 'sm:col-span-2')}
      aria-label={name}
      data-peer-tile={local ? 'local' : 'remote'}
      data-screen={screen || undefined}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted={local}
        className={cn('size-full', screen ? 'object-contain' : 'object-cover', local && !screen && '-scale-x-100', !showVideo && 'invisible')}
      />
      {!showVideo ? (
        <div className={cn('absolute inset-0 flex flex-col items-center justify-center', compact ? 'gap-1 px-1 pb-9 text-center' : 'gap-2')}>
          <span className={cn('flex items-center justify-center rounded-full bg-stone-700 font-bold', compact ? 'size-8 text-base' : 'size-16 text-2xl')} aria-hidden>
            {label.charAt(0).toUpperCase()}
          </span>
          <span className={cn('flex items-center gap-1', compact ? 'text-xs leading-tight' : 'text-sm')}>
            <VideoOff className="size-4" aria-hidden />
            {saving && media.video ? <Trans>Video off to save data</Trans> : <Trans>Camera off</Trans>}
          </span>
        </div>
      ) : null}
      {linkText ? (
        <div className="absolute inset-0 flex items-center justify-center gap-2 bg-stone-900/70 font-semibold" role="status">
          {link === 'lost' ? <WifiOff className="size-5" aria-hidden /> : <Loader2 className="size-5 animate-spin" aria-hidden />}
          {linkText}
        </div>
      ) : null}
      <figcaption className="absolute bottom-2 start-2 flex max-w-[calc(100%-1rem)] items-center gap-2 rounded-md bg-stone-900/80 px-2 py-1 text-sm font-semibold">
        {screen ? <MonitorUp className="size-4 shrink-0" aria-hidden /> : null}
        <span className="truncate">{name}</span>
        {!screen && !media.audio ? (
          <span className="flex items-center gap-1 text-red-300">
            <MicOff className="size-4" aria-hidden />
            <Trans>Muted</Trans>
          </span>
        ) : null}
        {!screen && media.screen ? <span className="text-primary-200">
            <Trans>Sharing screen</Trans>
          </span> : null}
      </figcaption>
      {soundBlocked ? (
        <button
          type="button"
          className="absolute top-2 end-2 flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 font-semibold text-ink"
          onClick={() => {
            const element = video.current;
            if (!element) return;
            element.muted = false;
            void element.play().then(() => setSoundBlocked(false), () => {});
          }}
        >
          <Volume2 className="size-5" aria-hidden />
          <Trans>Turn on sound</Trans>
        </button>
      ) : null}
    </figure>
  );
}

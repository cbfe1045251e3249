import { groundVideo } from './video-embed';

/** The arena's ground video: a YouTube or Vimeo player, or an mp4 in a <video>; nothing when there is no usable link. */
export function GroundVideo({ videoUrl, arenaName }: { videoUrl: string | null | undefined; arenaName: string }) {
  const video = groundVideo(videoUrl);
  if (!video) return null;
  const title = `Ground video of ${arenaName}`;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
      {video.kind === 'file' ? (
        <video controls preload="metadata" className="h-full w-full" aria-label={title} data-testid="ground-video-file">
          <source src={video.src} type="video/mp4" />
          Your browser cannot play this video.
        </video>
      ) : (
        <iframe
          src={video.embedUrl}
          title={title}
          className="h-full w-full border-0"
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
